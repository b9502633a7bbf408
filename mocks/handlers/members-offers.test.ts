// @vitest-environment node
import {
  GetMemberBalanceResponse,
  GetMemberLoyaltyResponse,
  ListMemberOffersResponse,
  RedeemMemberOfferResponse,
} from '../../src/api/generated/zod/members/members.zod';
import { pinClock } from '../clock';
import { setDatabaseResolver } from '../db/context';
import type { MockDatabase } from '../db/database';
import { server } from '../node';
import { membersHandlers } from './members';
import { WELCOME_POINTS } from './members-points';
import { call, messagesOf, parsesAs } from './testing/api-call';
import { FIXTURE_NOW, JANE, OTHER, createFixtureDatabase } from './testing/member-fixtures';

const redeem = (id: string, memberId = JANE.id, channel = 'web') =>
  call(`/api/v1/members/redeem?memberID=${memberId}`, {
    method: 'POST',
    token: JANE.token,
    body: { id, channel },
  });

let db: MockDatabase;

beforeEach(async () => {
  db = await createFixtureDatabase();
  setDatabaseResolver(() => db);
  server.use(...membersHandlers);
  pinClock(FIXTURE_NOW);
});

describe('wallet offers', () => {
  it("answers the member's wallet (their offers and offers for every member) in a {status: 200, offers} envelope", async () => {
    const jane = await call('/api/v1/members/offers/all', { token: JANE.token });
    expect(jane.status).toBe(200);
    const envelope = parsesAs(ListMemberOffersResponse, jane.body);
    expect(envelope.status).toBe(200);
    expect('offers' in envelope && envelope.offers.map((offer) => offer.id)).toEqual([
      'jane-free-biscuit',
      'jane-catering-5off',
      'jane-used-drink',
      'everyone-free-tea',
    ]);
    const omar = await call('/api/v1/members/offers/all', { token: OTHER.token });
    expect(omar.body).toMatchObject({
      status: 200,
      offers: [{ id: 'omar-free-side', cred: 'OMAR-FREE-SIDE' }, { id: 'everyone-free-tea' }],
    });
  });
});

describe('balance and redeeming points', () => {
  it("answers the balance for the token's member and 404 for another member's id", async () => {
    const own = await call(`/api/v1/members/balance?memberID=${JANE.id}`, { token: JANE.token });
    expect(parsesAs(GetMemberBalanceResponse, own.body)).toMatchObject({
      memberid: JANE.id,
      points: WELCOME_POINTS,
    });
    const foreign = await call(`/api/v1/members/balance?memberID=${OTHER.id}`, { token: JANE.token });
    expect(foreign.status).toBe(404);
    expect(messagesOf(foreign.body)).toEqual([`No member with id ${OTHER.id}.`]);
    expect((await call('/api/v1/members/balance', { token: JANE.token })).status).toBe(400);
  });

  it('buys a reward with points: it lands in the wallet and the points go down', async () => {
    const answer = await redeem('free-biscuit');
    expect(answer.status).toBe(200);
    const result = parsesAs(RedeemMemberOfferResponse, answer.body);
    expect(result.points).toBe(WELCOME_POINTS - 150);
    expect(result.offer).toMatchObject({ label: 'Free Biscuit', status: 'incomplete', memberid: JANE.id });
    // Its code prices an order once the offer is applied through the rewards call.
    expect(db.coupons.findFirst((q) => q.where({ code: result.offer.cred }))).toMatchObject({
      kind: 'amount',
      value: 1.89,
    });

    const wallet = await call('/api/v1/members/offers/all', { token: JANE.token });
    expect(wallet.body).toMatchObject({
      offers: expect.arrayContaining([expect.objectContaining(result.offer)]),
    });
    const balance = await call(`/api/v1/members/balance?memberID=${JANE.id}`, { token: JANE.token });
    expect(balance.body).toMatchObject({ points: WELCOME_POINTS - 150 });

    const catering = await redeem('free-biscuit', JANE.id, 'catering');
    expect(catering.body).toMatchObject({ offer: { label: 'Catering - Free Biscuit', channel: 'catering' } });
  });

  it('refuses too few points with 422, an unknown reward with 404 and a foreign member id with 404', async () => {
    expect(await redeem('free-family-meal')).toEqual({
      status: 422,
      body: [{ message: `You need ${1500 - WELCOME_POINTS} more points for this reward.` }],
    });
    expect((await redeem('free-car')).status).toBe(404);
    expect((await redeem('free-biscuit', OTHER.id)).status).toBe(404);
  });
});

describe('loyalty', () => {
  it('summarises points, tier and the available wallet offers', async () => {
    const answer = await call('/api/v1/members/loyalty', { token: JANE.token });
    expect(parsesAs(GetMemberLoyaltyResponse, answer.body)).toEqual({
      memberid: JANE.id,
      points: WELCOME_POINTS,
      lifetime_points: WELCOME_POINTS,
      tier: 'Member',
      next_tier: 'Gold',
      points_to_next_tier: 1500,
      points_to_next_reward: 1000,
      // The redeemed drink no longer counts; the offer for every member does.
      rewards_available: 3,
      visits: 0,
    });
  });
});
