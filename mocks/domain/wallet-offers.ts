import type { OrderChannel, WalletOffer } from '../../src/api/generated/model';

/** Which of a member's wallet offers can go on an order (SPEC §5). */

export const CATERING_OFFER_PREFIX = 'Catering - ';

export const isCateringOffer = (offer: WalletOffer): boolean =>
  offer.channel === 'catering' || offer.label.startsWith(CATERING_OFFER_PREFIX);

/** Not expired: the expiry (date or date-time) is on or after the start of today, UTC. */
export function isUnexpired(offer: WalletOffer, now: Date): boolean {
  if (!offer.expires) return true;
  const expires = Date.parse(offer.expires);
  const startOfToday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return !Number.isNaN(expires) && expires >= startOfToday;
}

/**
 * An offer of the member (or of every member when it names none) that is still available
 * (`incomplete`), unexpired, and meant for the order's channel.
 */
export function isUsableOffer(
  offer: WalletOffer,
  memberId: number,
  channel: OrderChannel | undefined,
  now: Date,
): boolean {
  return (
    (offer.memberid == null || offer.memberid === memberId) &&
    offer.status === 'incomplete' &&
    isUnexpired(offer, now) &&
    isCateringOffer(offer) === (channel === 'catering')
  );
}
