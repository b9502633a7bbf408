import type { IntlShape } from 'react-intl';
import { ApiError } from '../../api/api-error';
import { langOfText } from '../../i18n/text-lang';
import { clientFailureMessages } from './start-failure-messages';
import type { ShownMessage } from './shown-message';

/** The language the server writes its free-text messages in. */
const SERVER_LANGUAGE = 'en';

/** A server's free text, as it wrote it, marked as English where the page is not. */
export const serverText = (text: string, intl: IntlShape): ShownMessage => ({
  text,
  lang: langOfText(SERVER_LANGUAGE, intl.locale),
});

/**
 * A failure's messages as SPEC §8 "Request errors generally" shows them: the server's own, as it
 * wrote them, or, when it gave none, its client failure in the page's language. The flag decides,
 * never the text. It reads none of the catalogue's code tables, so `ErrorMessage` can carry it in
 * the start JavaScript; `localizeApiError` adds the contract's codes.
 */
export function wordedFailure(error: unknown, intl: IntlShape): ShownMessage[] {
  const { serverMessages, clientFailure } = ApiError.from(error);
  if (clientFailure !== undefined) return [intl.formatMessage(clientFailureMessages[clientFailure])];
  return serverMessages.map((message) => serverText(message, intl));
}
