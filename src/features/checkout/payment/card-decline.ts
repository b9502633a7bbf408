import type { IntlShape } from 'react-intl';
import { ApiError } from '../../../api/api-error';
import { CARD_DECLINED_CODE } from '../../../ui/error-message/error-catalogue';
import { localizeErrorItem } from '../../../ui/error-message/localize-api-error';
import type { ShownMessage } from '../../../ui/error-message/shown-message';

/**
 * What to show when a submit failed because the card was declined, else undefined: the site's own
 * words for the provider's decline reason, or the provider's message marked as English.
 */
export function cardDeclineMessage(error: unknown, intl: IntlShape): ShownMessage | undefined {
  const { status, body } = ApiError.from(error);
  if (status !== 422) return undefined;
  const items: unknown[] = Array.isArray(body) ? body : [body];
  for (const item of items) {
    if (typeof item !== 'object' || item === null) continue;
    const { code } = item as Record<string, unknown>;
    if (code === CARD_DECLINED_CODE) {
      const shown = localizeErrorItem(item, intl);
      if (shown !== undefined) return shown;
    }
  }
  return undefined;
}
