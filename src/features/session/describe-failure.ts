import type { IntlShape } from 'react-intl';
import { ApiError } from '../../api/api-error';
import { BotCheckError } from '../../lib/bot-check';
import { localizeErrorMessages } from '../../ui/error-message/localize-error-messages';
import { failureMessages } from './form-messages';
import { ForeignProviderError } from './session-errors';

/**
 * The messages to show for a failed sign-in or sign-up: the server's own (SPEC §8, normalised by
 * the http client), else a translated explanation; the connection fallback is translated.
 */
export function describeFailure(error: unknown, intl: IntlShape): string[] {
  if (error instanceof BotCheckError) return [intl.formatMessage(failureMessages.botCheck)];
  if (error instanceof ForeignProviderError) return [intl.formatMessage(failureMessages.foreignProvider)];
  return localizeErrorMessages(ApiError.from(error).messages, intl);
}
