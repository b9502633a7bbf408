import { ApiError } from '../../../api/api-error';

/** The contract's code of a card the payment provider refused at submit (submitOrder's 422). */
export const CARD_DECLINED_CODE = 'card_declined';

/** The provider's message when a submit failed because the card was declined, else undefined. */
export function cardDeclineMessage(error: unknown): string | undefined {
  const { status, body } = ApiError.from(error);
  if (status !== 422) return undefined;
  const items: unknown[] = Array.isArray(body) ? body : [body];
  for (const item of items) {
    if (typeof item !== 'object' || item === null) continue;
    const { code, message } = item as Record<string, unknown>;
    if (code === CARD_DECLINED_CODE && typeof message === 'string' && message) return message;
  }
  return undefined;
}
