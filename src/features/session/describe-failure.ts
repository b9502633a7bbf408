import type { IntlShape } from 'react-intl';
import { BotCheckError } from '../../lib/bot-check';
import { localizeApiError } from '../../ui/error-message/localize-api-error';
import type { ShownMessage } from '../../ui/error-message/shown-message';
import { failureMessages } from './form-messages';
import { ForeignProviderError } from './session-errors';

/**
 * The messages to show for a failed sign-in or sign-up: the server's (SPEC §8) in the site's own
 * words where the contract gives a code, else as written and marked English; else a translated
 * explanation.
 */
export function describeFailure(error: unknown, intl: IntlShape): ShownMessage[] {
  if (error instanceof BotCheckError) return [intl.formatMessage(failureMessages.botCheck)];
  if (error instanceof ForeignProviderError) return [intl.formatMessage(failureMessages.foreignProvider)];
  return localizeApiError(error, intl);
}
