import { promoRejectionTexts, type PromoRejectionKind } from '../../../ui/error-message/error-catalogue';

/**
 * SPEC §8: the promo refusal the SPEC words itself that the first stored error is, or undefined for
 * any other (such as 'Offer not valid - $200.00 Minimum Required'), which is shown as the server
 * sent it. Either is shown as 'Error: {message}'.
 */
export function promoRejection(serverMessages: readonly string[]): PromoRejectionKind | undefined {
  const first = serverMessages[0]?.trim() ?? '';
  return Object.hasOwn(promoRejectionTexts, first) ? promoRejectionTexts[first] : undefined;
}

/** SPEC §5: codes are upper-cased before sending; an empty code never reaches the server. */
export function normalisePromoCode(input: string): string {
  return input.trim().toUpperCase();
}
