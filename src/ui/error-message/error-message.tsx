import { useIntl } from 'react-intl';
import { langOf, textOf, type ShownMessage } from './shown-message';
import { wordedFailure } from './worded-failure';
import * as styles from './error-message.css';

interface ErrorMessageProps {
  /**
   * A failed call (or anything thrown), shown as SPEC §8 says: the server's messages as it wrote
   * them, or the catalogue's words for a failure without any. None when null or undefined.
   */
  error?: unknown;
  /** Messages already in the page's language, or a server's free text with the `lang` it is marked with. */
  messages?: readonly ShownMessage[];
}

/** Announces request or validation errors to every user, assistive technology included. */
export function ErrorMessage({ error, messages = [] }: ErrorMessageProps) {
  const intl = useIntl();
  const shown = error == null ? messages : [...wordedFailure(error, intl), ...messages];
  if (shown.length === 0) return null;
  // The alert wraps the list: a role on the <ul> itself would take its list role away and leave
  // its items outside any list (axe: listitem), to screen readers as well.
  return (
    <div role="alert">
      <ul className={styles.root}>
        {shown.map((message, index) => (
          <li key={`${index}-${textOf(message)}`} lang={langOf(message)}>
            {textOf(message)}
          </li>
        ))}
      </ul>
    </div>
  );
}
