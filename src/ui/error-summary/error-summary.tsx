import { useEffect, useRef, type MouseEvent } from 'react';
import * as styles from './error-summary.css';

export interface ErrorSummaryField {
  /** The id of the field's control, which the link focuses. */
  id: string;
  /** The field's label, as shown beside it. */
  label: string;
}

interface ErrorSummaryProps {
  /** The form's sentence, e.g. "Please correct the highlighted fields." */
  message: string;
  fields: readonly ErrorSummaryField[];
  /**
   * Changes each time a submit shows the summary: it then takes focus, so the keyboard and screen
   * reader start from the list of what to fix, however far above the first invalid field is.
   */
  focusKey: number;
}

/** What stops a form being sent: its sentence, then each invalid field as a link to that field. */
export function ErrorSummary({ message, fields, focusKey }: ErrorSummaryProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusKey > 0) rootRef.current?.focus();
  }, [focusKey]);

  const goToField = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const field = document.getElementById(id);
    if (!field) return;
    // The browser's own jump would scroll without moving the keyboard's focus into the field;
    // focusing it scrolls it into view too.
    event.preventDefault();
    field.focus();
  };

  return (
    <div ref={rootRef} tabIndex={-1} role="alert" className={styles.root}>
      <p className={styles.message}>{message}</p>
      {fields.length > 0 && (
        <ul className={styles.fields}>
          {fields.map((field) => (
            <li key={field.id}>
              <a
                href={`#${field.id}`}
                className={styles.fieldLink}
                onClick={(event) => goToField(event, field.id)}
              >
                {field.label}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
