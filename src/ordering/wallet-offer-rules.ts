import type { WalletOffer } from '../api/generated/model';

/** SPEC §5: catering offers carry this label prefix; it is shown without it. */
export const CATERING_OFFER_PREFIX = 'Catering - ';

const startOfTodayUtc = (now: Date): number =>
  Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());

/** SPEC §5: no expiry, or an expiry on or after the start of today (UTC). An unreadable date is expired. */
export function isOfferUnexpired(offer: Pick<WalletOffer, 'expires'>, now: Date): boolean {
  if (offer.expires === undefined || offer.expires === null || offer.expires === '') return true;
  const expires = Date.parse(offer.expires);
  return Number.isFinite(expires) && expires >= startOfTodayUtc(now);
}

/**
 * SPEC §5: only 'incomplete', unexpired offers; in catering only 'Catering - ' offers (prefix
 * stripped from the label), on the default channel those are hidden.
 */
export function visibleWalletOffers(
  offers: readonly WalletOffer[],
  { channel, now }: { channel: 'default' | 'catering'; now: Date },
): WalletOffer[] {
  return offers
    .filter((offer) => offer.status === 'incomplete' && isOfferUnexpired(offer, now))
    .filter((offer) => offer.label.startsWith(CATERING_OFFER_PREFIX) === (channel === 'catering'))
    .map((offer) =>
      channel === 'catering' ? { ...offer, label: offer.label.slice(CATERING_OFFER_PREFIX.length) } : offer,
    );
}

/** SPEC §4 "Wallet offers": Remove when the order's coupon is this offer's code; Apply disabled under any other coupon. */
export function walletOfferAction(
  offer: Pick<WalletOffer, 'cred'>,
  orderCouponCode: string | null | undefined,
): 'apply' | 'remove' | 'apply-disabled' {
  if (!orderCouponCode) return 'apply';
  return orderCouponCode.toUpperCase() === offer.cred.toUpperCase() ? 'remove' : 'apply-disabled';
}
