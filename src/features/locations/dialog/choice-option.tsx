import type { ReactNode } from 'react';
import * as styles from './location-confirmation-dialog.css';

interface ChoiceOptionProps {
  name: string;
  value: string;
  checked: boolean;
  onChoose: () => void;
  /** 'RECENT', 'NEAREST', or a saved address. */
  label: ReactNode;
  /** What the option stands for (the location and its address, or a status); part of its name. */
  details?: ReactNode;
  /** The details change after the choice (a search settling): they are announced where shown. */
  announceDetails?: boolean;
}

/** One radio option of the dialog: a large target, the whole card being its label. */
export function ChoiceOption({
  name,
  value,
  checked,
  onChoose,
  label,
  details,
  announceDetails = false,
}: ChoiceOptionProps) {
  return (
    <label className={styles.choice}>
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChoose}
        className={styles.radio}
      />
      <span className={styles.choiceText}>
        <span className={styles.choiceLabel}>{label}</span>
        {/* The space keeps the two parts apart in the radio button's accessible name. */}
        {details && (
          <>
            {' '}
            <span className={styles.choiceDetails} role={announceDetails ? 'status' : undefined}>
              {details}
            </span>
          </>
        )}
      </span>
    </label>
  );
}
