import type { IntlShape } from 'react-intl';
import { BotCheckError } from '../../lib/bot-check';
import { botCheckFailed } from './error-catalogue';
import { localizeApiError } from './localize-api-error';
import type { ShownMessage } from './shown-message';

/**
 * What a form shows when sending it failed (SPEC §8 "Sign-up, login, find-location failures",
 * "Form submit failure"): a bot-check that gave no token in words of its own, else the call's
 * messages in the page's language.
 */
export function describeFailure(error: unknown, intl: IntlShape): ShownMessage[] {
  if (error instanceof BotCheckError) return [intl.formatMessage(botCheckFailed)];
  return localizeApiError(error, intl);
}
