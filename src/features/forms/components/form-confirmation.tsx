import { useEffect, useRef, type ReactNode } from 'react';
import * as styles from './form-layout.css';

interface FormConfirmationProps {
  /** The translated confirmation. */
  children: ReactNode;
  /** Such as "Send another message"; none in places too small for it. */
  action?: ReactNode;
}

/**
 * Shown in place of a form that went through. Its text takes focus, so keyboard and screen-reader
 * users land on it rather than on a button that disappeared, and it is a status, so it is announced.
 */
export function FormConfirmation({ children, action }: FormConfirmationProps) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className={styles.confirmation}>
      <p ref={ref} tabIndex={-1} role="status" className={styles.confirmationText}>
        {children}
      </p>
      {action}
    </div>
  );
}
