import { useIntl } from 'react-intl';
import { localizeErrorMessages } from './localize-error-messages';
import * as styles from './error-message.css';

interface ErrorMessageProps {
  /** Translated or server-provided messages, shown in order (the connection fallback is translated here). */
  messages: readonly string[];
}

/** Announces request or validation errors to every user, assistive technology included. */
export function ErrorMessage({ messages }: ErrorMessageProps) {
  const intl = useIntl();
  if (messages.length === 0) return null;
  // The alert wraps the list: a role on the <ul> itself would take its list role away and leave
  // its items outside any list (axe: listitem), to screen readers as well.
  return (
    <div role="alert">
      <ul className={styles.root}>
        {localizeErrorMessages(messages, intl).map((message, index) => (
          <li key={`${index}-${message}`}>{message}</li>
        ))}
      </ul>
    </div>
  );
}
