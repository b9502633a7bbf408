import type { IntlShape } from 'react-intl';
import { BotCheckError } from '../../lib/bot-check';
import { localizeApiError } from '../../ui/error-message/localize-api-error';
import type { ShownMessage } from '../../ui/error-message/shown-message';
import { formMessages } from './form-messages';

/**
 * SPEC §8 "Form submit failure": the server's error text as it wrote it (marked English on a page in
 * another language); with none, the translated
 * connection fallback. A bot-check that gave no token has its own translated explanation.
 */
export function describeFormFailure(error: unknown, intl: IntlShape): ShownMessage[] {
  if (error instanceof BotCheckError) return [intl.formatMessage(formMessages.botCheckFailed)];
  return localizeApiError(error, intl);
}
