import type { IntlShape } from 'react-intl';
import { ApiError } from '../../api/api-error';
import { CONNECTION_ISSUE_MESSAGE } from '../../api/error-messages';
import { BotCheckError } from '../../lib/bot-check';
import { failureMessages } from './form-messages';
import { ForeignProviderError } from './session-errors';

/**
 * The messages to show for a failed sign-in or sign-up: the server's own (SPEC §8, normalised by
 * the http client), else a translated explanation. The connection fallback is translated too.
 */
export function describeFailure(error: unknown, intl: IntlShape): string[] {
  if (error instanceof BotCheckError) return [intl.formatMessage(failureMessages.botCheck)];
  if (error instanceof ForeignProviderError) return [intl.formatMessage(failureMessages.foreignProvider)];
  const { messages } = ApiError.from(error);
  const hasNoMessageOfItsOwn = messages.every((message) => message === CONNECTION_ISSUE_MESSAGE);
  if (hasNoMessageOfItsOwn) {
    return [intl.formatMessage(failureMessages.connection)];
  }
  return messages;
}
