/**
 * SPEC §8: what the promo field shows for a rejection. The first stored error decides: three
 * server messages have the product's own wording (translated in the UI), anything else — such as
 * 'Offer not valid - $200.00 Minimum Required' — is kept as the server sent it. The UI shows
 * either as 'Error: {message}'.
 */
export type PromoRejection = { kind: 'invalid' | 'empty' | 'in-use' } | { kind: 'server'; message: string };

const KNOWN_REJECTIONS: Readonly<Record<string, PromoRejection['kind']>> = {
  '[200] Code is invalid': 'invalid',
  'Coupon code cannot be empty.': 'empty',
  'Code is currently in use on another transaction': 'in-use',
};

export function promoRejection(serverMessages: readonly string[]): PromoRejection {
  const first = serverMessages[0]?.trim() ?? '';
  const kind = KNOWN_REJECTIONS[first];
  return kind && kind !== 'server' ? { kind } : { kind: 'server', message: first };
}

/** SPEC §5: codes are upper-cased before sending; an empty code never reaches the server. */
export function normalisePromoCode(input: string): string {
  return input.trim().toUpperCase();
}
