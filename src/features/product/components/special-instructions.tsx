import { useId } from 'react';
import { useIntl } from 'react-intl';
import * as fieldStyles from '../../../ui/field/field.css';
import { messages } from '../messages';
import * as styles from './special-instructions.css';

/** The contract takes at most 128 characters of instructions per line. */
const MAX_INSTRUCTIONS = 128;

export function SpecialInstructions({
  value,
  onValueChange,
}: {
  value: string;
  onValueChange: (value: string) => void;
}) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className={fieldStyles.root}>
      <label htmlFor={id} className={fieldStyles.label}>
        {intl.formatMessage(messages.instructions)}
      </label>
      <p id={`${id}-hint`} className={fieldStyles.hint}>
        {intl.formatMessage(messages.instructionsHint, { max: MAX_INSTRUCTIONS })}
      </p>
      <textarea
        id={id}
        aria-describedby={`${id}-hint`}
        maxLength={MAX_INSTRUCTIONS}
        rows={3}
        value={value}
        onChange={(event) => onValueChange(event.currentTarget.value)}
        className={`${fieldStyles.control} ${styles.textarea}`}
      />
    </div>
  );
}
