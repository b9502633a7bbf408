import { useIntl } from 'react-intl';
import { CONNECTION_ISSUE_MESSAGE } from '../../api/error-messages';
import { localizeErrorMessages } from './localize-error-messages';
import { langOf, textOf, type ShownMessage } from './shown-message';
import * as styles from './error-message.css';

interface ErrorMessageProps {
  /**
   * Translated or server-provided messages, shown in order (the connection fallback is translated
   * here); a server's free text carries the `lang` it is marked with.
   */
  messages: readonly ShownMessage[];
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
        {messages.map((message, index) => {
          const text = textOf(message);
          const shown = text === CONNECTION_ISSUE_MESSAGE ? localizeErrorMessages([text], intl)[0] : text;
          return (
            <li key={`${index}-${text}`} lang={shown === text ? langOf(message) : undefined}>
              {shown}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
