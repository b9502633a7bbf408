// @vitest-environment node
import { RedeemMemberOfferResponse } from '../../src/api/generated/zod/members/members.zod';
import { ApplyOrderCouponResponse, SubmitOrderResponse } from '../../src/api/generated/zod/orders/orders.zod';
import { ApplyOrderRewardsResponse } from '../../src/api/generated/zod/rewards/rewards.zod';
import { server } from '../node';
import { membersHandlers } from './members';
import { call, messagesOf, okBody } from './testing/api';
import { setUpOrderBackend } from './testing/order-backend';
import { FIXTURE } from './testing/order-fixtures';
import { cartWith, comboWithMacAndBacon } from './testing/order-steps';

/** Probes: a member's wallet reward is not a promo code anyone can type. */

const backend = setUpOrderBackend();
beforeEach(() => server.use(...membersHandlers));

const { token, id: memberid } = FIXTURE.member;
const applyCoupon = (orderId: string, code: string, as?: string) =>
  call('PUT', `/orders/${orderId}/coupon`, { body: { code }, token: as });
const buy = async (redeemable = 'free-tenders') =>
  okBody(
    await call('POST', `/members/redeem?memberID=${memberid}`, {
      body: { id: redeemable, channel: 'web' },
      token,
    }),
    RedeemMemberOfferResponse,
  ).offer;

describe('wallet reward codes', () => {
  it("answers a member's reward code typed as a promo code like an unknown code, for a guest and for the owner", async () => {
    const guestCart = await cartWith([comboWithMacAndBacon()]);
    expect(messagesOf(await applyCoupon(guestCart.id, 'REWARD5'), 400)).toEqual(['[200] Code is invalid']);
    const memberCart = await cartWith([comboWithMacAndBacon()], token);
    expect(messagesOf(await applyCoupon(memberCart.id, 'reward5', token), 400)).toEqual([
      '[200] Code is invalid',
    ]);
    // An ordinary promo code still works.
    expect(okBody(await applyCoupon(guestCart.id, 'SAVE2'), ApplyOrderCouponResponse).totals.discount).toBe(
      2,
    );
  });

  it('gives a bought reward a code that cannot be derived from the member id, and refuses it as a promo code', async () => {
    const first = await buy('free-biscuit');
    const second = await buy('free-biscuit');
    for (const { cred } of [first, second]) {
      expect(cred).toMatch(/^BISCUIT-[0-9A-F]{16}$/);
      expect(cred).not.toMatch(new RegExp(`-${memberid}-`));
    }
    expect(first.cred).not.toBe(second.cred);
    const guestCart = await cartWith([comboWithMacAndBacon()]);
    expect(messagesOf(await applyCoupon(guestCart.id, first.cred), 400)).toEqual(['[200] Code is invalid']);
  });

  it('applies a bought reward only through the rewards call, and placing the order spends it', async () => {
    const offer = await buy();
    const cart = await cartWith([comboWithMacAndBacon()], token);
    const applied = okBody(
      await call('PUT', `/orders/${cart.id}/rewards`, { body: { memberid, references: [offer.id] }, token }),
      ApplyOrderRewardsResponse,
    );
    expect(applied.totals.discount).toBe(6.49);
    const payments = [{ type: 'creditcard', amount: applied.totals.total, account_id: FIXTURE.member.card }];
    okBody(
      await call('POST', `/orders/${cart.id}/submit`, { body: { usertype: 'user', payments }, token }),
      SubmitOrderResponse,
    );
    expect(backend.db.walletOffers.findFirst((q) => q.where({ id: offer.id }))?.status).toBe('redeemed');
    const next = await cartWith([comboWithMacAndBacon()], token);
    expect(
      messagesOf(
        await call('PUT', `/orders/${next.id}/rewards`, {
          body: { memberid, references: [offer.id] },
          token,
        }),
        422,
      ),
    ).toEqual(['This reward cannot be used on this order.']);
  });
});
