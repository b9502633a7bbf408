import type { IntlShape } from 'react-intl';
import { ApiError } from '../../api/api-error';
import { BotCheckError } from '../../lib/bot-check';
import { localizeErrorMessages } from '../../ui/error-message/localize-error-messages';
import { formMessages } from './form-messages';

/**
 * SPEC §8 "Form submit failure": the server's error text as it wrote it; with none, the translated
 * connection fallback. A bot-check that gave no token has its own translated explanation.
 */
export function describeFormFailure(error: unknown, intl: IntlShape): string[] {
  if (error instanceof BotCheckError) return [intl.formatMessage(formMessages.botCheckFailed)];
  return localizeErrorMessages(ApiError.from(error).messages, intl);
}
