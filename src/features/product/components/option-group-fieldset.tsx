import { useId } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { OptionGroup } from '../../../api/generated/model';
import {
  chooseSingle,
  chosenIn,
  groupLimits,
  groupProblem,
  isSingleChoice,
  toggleOption,
  type GroupLimits,
  type Selection,
} from '../option-selection';
import { langOfText } from '../../../i18n/text-lang';
import { messages } from '../messages';
import { OptionChoiceLabel } from './option-choice-label';
import * as styles from './option-group-fieldset.css';

/** "Required · Choose 1", "Optional · Choose up to 2": the group's rule, read with the group. */
function ruleHint(intl: IntlShape, { min, max }: GroupLimits): string {
  const kind = intl.formatMessage(min > 0 ? messages.required : messages.optional);
  let rule: string | undefined;
  if (max !== undefined && min === max) rule = intl.formatMessage(messages.chooseExactly, { count: max });
  else if (max !== undefined && min > 0) rule = intl.formatMessage(messages.chooseRange, { min, max });
  else if (max !== undefined && max > 1) rule = intl.formatMessage(messages.upTo, { count: max });
  else if (max === undefined && min > 0) rule = intl.formatMessage(messages.atLeast, { count: min });
  return rule ? intl.formatMessage(messages.hintSeparator, { first: kind, second: rule }) : kind;
}

interface OptionGroupFieldsetProps {
  group: OptionGroup;
  selection: Selection;
  onSelectionChange: (selection: Selection) => void;
  /** After a save attempt, groups short of their minimum say so too (too many is said at once). */
  revealMissing: boolean;
}

/**
 * One option group: radio buttons when it takes one choice (with 'No thanks' when it is
 * optional), checkboxes otherwise. A chosen option's nested groups appear right under it.
 */
export function OptionGroupFieldset({
  group,
  selection,
  onSelectionChange,
  revealMissing,
}: OptionGroupFieldsetProps) {
  const intl = useIntl();
  const id = useId();
  const limits = groupLimits(group);
  const single = isSingleChoice(group);
  const chosen = chosenIn(selection, group);
  const problem = groupProblem(group, selection);
  const shownProblem = problem && (problem.kind === 'up-to' || revealMissing) ? problem : undefined;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const inputName = `${id}-choice`;

  return (
    <fieldset
      className={styles.root}
      aria-describedby={shownProblem ? `${hintId} ${errorId}` : hintId}
      data-invalid={shownProblem ? true : undefined}
    >
      <legend className={styles.legend} lang={langOfText(group.language, intl.locale)}>
        {group.description}
      </legend>
      <p id={hintId} className={styles.hint}>
        {ruleHint(intl, limits)}
      </p>
      {shownProblem && (
        <p id={errorId} className={styles.error}>
          {intl.formatMessage(shownProblem.kind === 'at-least' ? messages.atLeast : messages.upTo, {
            count: shownProblem.count,
          })}
        </p>
      )}
      <ul className={styles.options}>
        {single && limits.min === 0 && (
          <li className={styles.option}>
            <label className={styles.choice}>
              <input
                type="radio"
                name={inputName}
                checked={chosen.length === 0}
                onChange={() => onSelectionChange(chooseSingle(selection, group, undefined))}
                className={styles.input}
              />
              <span>{intl.formatMessage(messages.noChoice)}</span>
            </label>
          </li>
        )}
        {group.options.map((option) => {
          const checked = chosen.includes(option.id);
          return (
            <li key={option.id} className={styles.option}>
              <label className={styles.choice}>
                <input
                  type={single ? 'radio' : 'checkbox'}
                  name={inputName}
                  checked={checked}
                  onChange={(event) =>
                    onSelectionChange(
                      single
                        ? chooseSingle(selection, group, option)
                        : toggleOption(selection, group, option, event.currentTarget.checked),
                    )
                  }
                  className={styles.input}
                />
                <OptionChoiceLabel option={option} />
              </label>
              {checked && option.optiongroups && option.optiongroups.length > 0 && (
                <div className={styles.nested}>
                  {option.optiongroups.map((nested) => (
                    <OptionGroupFieldset
                      key={nested.id}
                      group={nested}
                      selection={selection}
                      onSelectionChange={onSelectionChange}
                      revealMissing={revealMissing}
                    />
                  ))}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
