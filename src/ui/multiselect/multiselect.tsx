import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import * as fieldStyles from '../field/field.css';
import { filterOptions, type MultiselectOption } from './filter-options';
import { messages } from './multiselect-messages';
import * as styles from './multiselect.css';

export type { MultiselectOption } from './filter-options';

export interface MultiselectProps {
  label: string;
  hint?: string;
  options: readonly MultiselectOption[];
  /** Values of the chosen options, in the order they were chosen. */
  selected: readonly string[];
  onSelectedChange: (values: string[]) => void;
  /** The most options listed at once; typing narrows the rest down. */
  maxOptions: number;
}

/**
 * A text box that filters a list of options, several of which can be chosen (the ARIA combobox
 * pattern with a multi-selectable listbox). The chosen ones sit above it as buttons that remove
 * them. Keys: arrows move through the list, Enter chooses or un-chooses, Escape closes the list,
 * Backspace in an empty box removes the last choice.
 */
export function Multiselect({
  label,
  hint,
  options,
  selected,
  onSelectedChange,
  maxOptions,
}: MultiselectProps) {
  const intl = useIntl();
  const id = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);

  const { shown, matching } = filterOptions(options, query, maxOptions);
  const activeOption = open ? shown[Math.min(active, shown.length - 1)] : undefined;
  const optionId = (index: number) => `${id}-option-${index}`;
  const labelOf = (value: string) => options.find((option) => option.value === value)?.label ?? value;

  useEffect(() => {
    if (!activeOption) return;
    const element = listRef.current?.querySelector('[data-active="true"]');
    // Keeps the option the keys reached in sight when the list scrolls.
    element?.scrollIntoView?.({ block: 'nearest' });
  }, [activeOption]);

  const toggle = (value: string) => {
    onSelectedChange(
      selected.includes(value) ? selected.filter((chosen) => chosen !== value) : [...selected, value],
    );
    setQuery('');
    setActive(0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (open) setActive((index) => Math.min(index + 1, shown.length - 1));
        else setOpen(true);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActive((index) => Math.max(index - 1, 0));
        break;
      case 'Enter':
        if (!activeOption) return;
        // Enter chooses here; it must not also submit a surrounding form.
        event.preventDefault();
        toggle(activeOption.value);
        break;
      case 'Escape':
        if (open) setOpen(false);
        else setQuery('');
        break;
      case 'Backspace': {
        const last = selected.at(-1);
        if (query === '' && last !== undefined) onSelectedChange(selected.slice(0, -1));
        break;
      }
    }
  };

  const hintId = hint ? `${id}-hint` : undefined;
  const statusId = `${id}-status`;
  const listboxId = `${id}-listbox`;
  const noResults = open && shown.length === 0;

  return (
    <div className={fieldStyles.root}>
      <label id={`${id}-label`} htmlFor={`${id}-input`} className={fieldStyles.label}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      )}
      {selected.length > 0 && (
        <ul className={styles.chosen} aria-label={intl.formatMessage(messages.chosen)}>
          {selected.map((value) => (
            <li key={value}>
              <button
                type="button"
                className={styles.chip}
                aria-label={intl.formatMessage(messages.remove, { label: labelOf(value) })}
                onClick={() => onSelectedChange(selected.filter((chosen) => chosen !== value))}
              >
                {labelOf(value)}
                <span aria-hidden="true" className={styles.chipCross}>
                  ×
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.box}>
        <input
          id={`${id}-input`}
          type="text"
          role="combobox"
          autoComplete="off"
          className={fieldStyles.control}
          value={query}
          aria-expanded={open && shown.length > 0}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={activeOption ? optionId(shown.indexOf(activeOption)) : undefined}
          aria-describedby={[hintId, noResults ? statusId : undefined].filter(Boolean).join(' ') || undefined}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            setActive(0);
            setOpen(true);
          }}
          onClick={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <ul
          ref={listRef}
          id={listboxId}
          role="listbox"
          aria-multiselectable="true"
          aria-labelledby={`${id}-label`}
          className={styles.listbox}
          hidden={!open || shown.length === 0}
        >
          {shown.map((option, index) => (
            <li
              key={option.value}
              id={optionId(index)}
              role="option"
              aria-selected={selected.includes(option.value)}
              data-active={option === activeOption}
              className={styles.option}
              // The text box keeps the focus while an option is clicked.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => toggle(option.value)}
            >
              {option.label}
            </li>
          ))}
          {matching > shown.length && (
            <li role="presentation" className={styles.more}>
              {intl.formatMessage(messages.moreOptions, { shown: shown.length, matching })}
            </li>
          )}
        </ul>
        <p id={statusId} role="status" className={noResults ? styles.noResults : styles.silent}>
          {noResults ? intl.formatMessage(messages.noResults) : ''}
        </p>
      </div>
    </div>
  );
}
