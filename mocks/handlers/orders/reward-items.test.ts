// @vitest-environment node
import {
  AddOrderProductsResponse,
  CreateOrderPaymentTokenResponse,
  SubmitOrderResponse,
} from '../../../src/api/generated/zod/orders/orders.zod';
import { call, errorsOf, okBody } from '../testing/api';
import { setUpOrderBackend } from '../testing/order-backend';
import { FIXTURE } from '../testing/order-fixtures';
import { addProducts, cartWith, createOrder, plain } from '../testing/order-steps';

setUpOrderBackend();
const token = FIXTURE.member.token;
const { product } = FIXTURE;
const payWith = (amount: number) => ({
  usertype: 'user',
  payments: [{ type: 'creditcard', amount, account_id: FIXTURE.member.card }],
});
const submit = (orderId: string, body: unknown, as: string) =>
  call('POST', `/orders/${orderId}/submit`, { body, token: as });
const codesOf = (answer: Awaited<ReturnType<typeof call>>) =>
  errorsOf(answer, 422).map((error) => error.code);

describe('reward items (members_only products)', () => {
  it("refuses a reward item on a guest's order, and adds it to a member's", async () => {
    const guestOrder = await createOrder();
    expect(codesOf(await addProducts(guestOrder.id, [plain(product.rewardTea)]))).toEqual(['members_only']);

    const memberOrder = await createOrder(FIXTURE.menuId, token);
    const added = okBody(
      await addProducts(memberOrder.id, [plain(product.rewardTea)], token),
      AddOrderProductsResponse,
    );
    expect(added.products.map((line) => line.product_id)).toEqual([product.rewardTea]);
  });

  it('places no order whose only lines are reward items, even a member’s', async () => {
    const order = await cartWith([plain(product.rewardTea)], token);
    expect(codesOf(await submit(order.id, payWith(0), token))).toEqual(['reward_items_only']);

    await addProducts(order.id, [plain(product.fries)], token);
    const placed = okBody(await submit(order.id, payWith(3.21), token), SubmitOrderResponse);
    expect(placed.order.status).toBe('submitted');
  });

  it('refuses a guest submit of a cart holding a reward item', async () => {
    const order = await cartWith([plain(product.fries), plain(product.rewardTea)], token);
    const fields = { first_name: 'Ada', last_name: 'L', email: 'ada@example.com', phone: '7045550199' };
    await call('PUT', `/orders/${order.id}/custom`, { body: { fields } });
    const card = okBody(await call('POST', `/orders/${order.id}/token`), CreateOrderPaymentTokenResponse);
    const asGuest = {
      usertype: 'guest',
      payments: [{ type: 'creditcard', amount: 3.21, token: card.token }],
    };
    expect(codesOf(await submit(order.id, asGuest, ''))).toEqual(['members_only']);
  });
});
