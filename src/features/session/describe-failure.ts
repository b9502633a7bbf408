import type { IntlShape } from 'react-intl';
import { describeFailure } from '../../ui/error-message/describe-failure';
import type { ShownMessage } from '../../ui/error-message/shown-message';
import { failureMessages } from './form-messages';
import { ForeignProviderError } from './session-errors';

/**
 * A failed sign-in, sign-up or single sign-on: tokens from another auth provider (SPEC §3) in words
 * of their own, anything else as every form says it.
 */
export function describeSessionFailure(error: unknown, intl: IntlShape): ShownMessage[] {
  if (error instanceof ForeignProviderError) return [intl.formatMessage(failureMessages.foreignProvider)];
  return describeFailure(error, intl);
}
