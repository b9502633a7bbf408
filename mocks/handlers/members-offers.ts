import type { Member } from '../../src/api/generated/model';
import {
  getGetMemberBalanceMockHandler,
  getGetMemberLoyaltyMockHandler,
  getListMemberOffersMockHandler,
  getRedeemMemberOfferMockHandler,
} from '../../src/api/generated/endpoints/members/members.msw';
import {
  GetMemberBalanceQueryParams,
  RedeemMemberOfferBody,
  RedeemMemberOfferQueryParams,
} from '../../src/api/generated/zod/members/members.zod';
import { now } from '../clock';
import { dbFor } from '../db/context';
import { failWith, readQuery, readValidBody } from '../domain/validation';
import { fail, requireMember } from './http';
import { REDEEMABLES, balanceOf, loyaltyOf, walletOf } from './members-points';

/**
 * A bought reward's code: the redeemable's name and 64 random bits, so nobody can derive another
 * member's code from their own.
 */
function unguessableRewardCode(prefix: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return `${prefix}-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase()}`;
}

/** Wallet offers (status envelope), loyalty summary, points balance and redeeming points. */

/** Rewards bought with points stay in the wallet for 30 days. */
const REDEEMED_OFFER_DAYS = 30;

/** `memberID` must be the token's member; another member's id is answered as unknown (404). */
const checkMemberId = (member: Member, memberID: number): void => {
  if (memberID !== member.id) fail(404, `No member with id ${memberID}.`);
};

const listMemberOffers = getListMemberOffersMockHandler(({ request }) => {
  const db = dbFor(request);
  const member = requireMember(request, db);
  return { status: 200, offers: walletOf(db, member.id) };
});

const getMemberLoyalty = getGetMemberLoyaltyMockHandler(({ request }) => {
  const db = dbFor(request);
  return loyaltyOf(db, requireMember(request, db));
});

const getMemberBalance = getGetMemberBalanceMockHandler(({ request }) => {
  const db = dbFor(request);
  const member = requireMember(request, db);
  checkMemberId(member, readQuery(request, GetMemberBalanceQueryParams).memberID);
  return balanceOf(db, member);
});

/** Buys a redeemable with points: a new wallet offer; unknown redeemable 404, too few points 422. */
const redeemMemberOffer = getRedeemMemberOfferMockHandler(async ({ request }) => {
  const db = dbFor(request);
  const member = requireMember(request, db);
  checkMemberId(member, readQuery(request, RedeemMemberOfferQueryParams).memberID);
  const { id, channel } = await readValidBody(request, RedeemMemberOfferBody);
  const redeemable =
    REDEEMABLES.find((candidate) => candidate.id === id) ?? fail(404, `No reward with id ${id}.`);
  const { points } = balanceOf(db, member);
  if (points < redeemable.points) {
    failWith(422, [{ message: `You need ${redeemable.points - points} more points for this reward.` }]);
  }
  let n = 1;
  while (db.walletOffers.findFirst((q) => q.where({ id: `redeem-${redeemable.id}-${member.id}-${n}` })))
    n += 1;
  const cred = unguessableRewardCode(redeemable.code);
  const catering = channel === 'catering';
  const offer = await db.walletOffers.create({
    id: `redeem-${redeemable.id}-${member.id}-${n}`,
    label: catering ? `Catering - ${redeemable.name}` : redeemable.name,
    description: `Redeemed for ${redeemable.points} points.`,
    cred,
    status: 'incomplete',
    expires: new Date(now().getTime() + REDEEMED_OFFER_DAYS * 86_400_000).toISOString(),
    image: null,
    memberid: member.id,
    references: [],
    channel: catering ? 'catering' : 'default',
  });
  // The reward's code prices the order once the offer is applied through orders/{id}/rewards.
  await db.coupons.create({
    code: offer.cred,
    kind: 'amount',
    value: redeemable.value,
    minimum_subtotal: null,
    description: `Reward: ${redeemable.name}`,
    reward: true,
  });
  return { offer, points: points - redeemable.points };
});

export const memberOfferHandlers = [listMemberOffers, getMemberLoyalty, getMemberBalance, redeemMemberOffer];
