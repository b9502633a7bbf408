import * as styles from './error-message.css';

interface ErrorMessageProps {
  /** Already-translated or server-provided messages, shown in order. */
  messages: readonly string[];
}

/** Announces request or validation errors to every user, assistive technology included. */
export function ErrorMessage({ messages }: ErrorMessageProps) {
  if (messages.length === 0) return null;
  return (
    <ul role="alert" className={styles.root}>
      {messages.map((message, index) => (
        <li key={`${index}-${message}`}>{message}</li>
      ))}
    </ul>
  );
}
