import type { Loyalty, Member, MemberBalance, WalletOffer } from '../../src/api/generated/model';
import { now } from '../clock';
import type { MockDatabase } from '../db/database';
import { isUnexpired } from '../domain/wallet-offers';

/**
 * The mock loyalty programme (design choice; the SPEC shows none of it): every member starts with a
 * welcome bonus, earns points per dollar of submitted orders and spends them on the redeemables
 * below. Points are derived from the data, never stored: redeemed rewards are the wallet offers
 * whose id is `redeem-{redeemableId}-{memberId}-{n}`.
 */

export const WELCOME_POINTS = 500;
export const POINTS_PER_DOLLAR = 10;
export const GOLD_TIER_POINTS = 2000;

/** A reward points can buy; its code takes `value` dollars off an order (a coupon rule). */
export interface Redeemable {
  id: string;
  name: string;
  points: number;
  code: string;
  value: number;
}

export const REDEEMABLES: readonly Redeemable[] = [
  { id: 'free-biscuit', name: 'Free Biscuit', points: 150, code: 'BISCUIT', value: 1.89 },
  { id: 'free-tenders', name: 'Free 3-Piece Tenders', points: 450, code: 'TENDERS', value: 6.49 },
  { id: 'free-family-meal', name: 'Free 8-Piece Family Meal', points: 1500, code: 'FAMILY', value: 24.99 },
];

/** The member's wallet: offers whose `memberid` is the member, or none (offers for every member). */
export const walletOf = (db: MockDatabase, memberId: number): WalletOffer[] =>
  db.walletOffers.findMany((q) => q.where({ memberid: (owner) => owner == null || owner === memberId }));

/** Which redeemable a wallet offer was bought as, if any. */
export const redeemedAs = (offer: WalletOffer): Redeemable | undefined =>
  REDEEMABLES.find((redeemable) => offer.id.startsWith(`redeem-${redeemable.id}-`));

/** Available = `incomplete` and expiring on or after the start of today (UTC), as clients show them. */
export const isAvailable = (offer: WalletOffer, at = now()): boolean =>
  offer.status === 'incomplete' && isUnexpired(offer, at);

const submittedOrders = (db: MockDatabase, memberId: number) =>
  db.orders.findMany((q) => q.where({ member_id: memberId, status: 'submitted' }));

function pointsOf(db: MockDatabase, member: Member) {
  const earned = submittedOrders(db, member.id).reduce(
    (sum, order) => sum + Math.floor(order.totals.subtotal) * POINTS_PER_DOLLAR,
    0,
  );
  const redeemed = db.walletOffers.findMany((q) => q.where({ memberid: member.id }));
  const spent = redeemed.reduce((sum, offer) => sum + (redeemedAs(offer)?.points ?? 0), 0);
  const lifetime = WELCOME_POINTS + earned;
  return { lifetime, balance: Math.max(0, lifetime - spent) };
}

export function balanceOf(db: MockDatabase, member: Member): MemberBalance {
  return {
    memberid: member.id,
    points: pointsOf(db, member).balance,
    banked_currency: 0,
    redeemables: REDEEMABLES.map(({ id, name, points }) => ({
      id,
      name,
      points,
      image: null,
      expires: null,
    })),
  };
}

export function loyaltyOf(db: MockDatabase, member: Member): Loyalty {
  const { lifetime, balance } = pointsOf(db, member);
  const gold = lifetime >= GOLD_TIER_POINTS;
  const unaffordable = REDEEMABLES.filter((redeemable) => redeemable.points > balance);
  return {
    memberid: member.id,
    points: balance,
    lifetime_points: lifetime,
    tier: gold ? 'Gold' : 'Member',
    next_tier: gold ? null : 'Gold',
    points_to_next_tier: gold ? null : GOLD_TIER_POINTS - lifetime,
    points_to_next_reward: unaffordable.length
      ? Math.min(...unaffordable.map((r) => r.points)) - balance
      : null,
    rewards_available: walletOf(db, member.id).filter((offer) => isAvailable(offer)).length,
    visits: submittedOrders(db, member.id).length,
  };
}
