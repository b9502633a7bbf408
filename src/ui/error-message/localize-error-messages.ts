import { defineMessage, type IntlShape } from 'react-intl';
import { CONNECTION_ISSUE_MESSAGE } from '../../api/error-messages';

/** SPEC §8's fallback for a failure with no message of its own, as the site words it. */
export const connectionIssue = defineMessage({
  id: 'errors.connectionIssue',
  defaultMessage: 'Connection issue. Please try again.',
});

/**
 * Failure messages in the language being shown: the connection-issue fallback (SPEC §8, for a
 * failure with no message of its own) is the site's own text and is translated; the server's
 * messages are shown as the server wrote them.
 */
export function localizeErrorMessages(messages: readonly string[], intl: IntlShape): string[] {
  return messages.map((message) =>
    message === CONNECTION_ISSUE_MESSAGE ? intl.formatMessage(connectionIssue) : message,
  );
}
