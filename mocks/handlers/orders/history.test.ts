// @vitest-environment node
import {
  AddFavoriteOrderResponse,
  ListFavoriteOrdersResponse,
  ListRecentOrdersResponse,
  ReorderFavoriteResponse,
  ReorderResponse,
  SubmitOrderResponse,
} from '../../../src/api/generated/zod/orders/orders.zod';
import { pinClock } from '../../clock';
import { call, messagesOf, okBody } from '../testing/api';
import { setUpOrderBackend } from '../testing/order-backend';
import { FIXTURE } from '../testing/order-fixtures';
import { cartWith, comboWithMacAndBacon, plain } from '../testing/order-steps';

const backend = setUpOrderBackend();
const token = FIXTURE.member.token;

async function placeOrder(
  total: number,
  products = [comboWithMacAndBacon(), plain(FIXTURE.product.fries, 2)],
) {
  const order = await cartWith(products, token);
  const payments = [{ type: 'creditcard', amount: total, account_id: FIXTURE.member.card }];
  return okBody(
    await call('POST', `/orders/${order.id}/submit`, { body: { usertype: 'user', payments }, token }),
    SubmitOrderResponse,
  ).order;
}

describe('order history', () => {
  it('lists the member’s submitted orders, newest first, and needs a token', async () => {
    const first = await placeOrder(18.2); // 10.99 + 5.98 = 16.97, tax 1.23
    pinClock('2026-02-16T18:00:00Z');
    const second = await placeOrder(1.6, [plain(FIXTURE.product.biscuit)]);
    await cartWith([plain(FIXTURE.product.fries)], token); // still a cart: not history
    const recent = okBody(await call('GET', '/orders/recent', { token }), ListRecentOrdersResponse);
    expect(recent.map((entry) => [entry.id, entry.description])).toEqual([
      [second.id, '1 item from Main St'],
      [first.id, '3 items from Main St'],
    ]);
    expect(
      okBody(
        await call('GET', '/orders/recent', { token: FIXTURE.otherMember.token }),
        ListRecentOrdersResponse,
      ),
    ).toEqual([]);
    messagesOf(await call('GET', '/orders/recent'), 401);
  });

  it('reorders a past order as a new cart, leaving out what the menu no longer sells', async () => {
    const past = await placeOrder(18.2);
    await backend.db.menus.update((q) => q.where({ id: FIXTURE.menuId }), {
      data(menu) {
        const sides = menu.categories[1];
        if (sides) sides.products = sides.products.filter((product) => product.id !== FIXTURE.product.fries);
      },
    });
    const again = okBody(
      await call('POST', '/orders/reorder', { body: { id: past.id }, token }),
      ReorderResponse,
    );
    expect(again).toMatchObject({ status: 'open', menu_id: FIXTURE.menuId, coupon: null });
    expect(again.id).not.toBe(past.id);
    expect(again.products.map((line) => [line.name, line.cost.total])).toEqual([
      ['3 Piece Chicken Supremes Combo', 10.99],
    ]);
    messagesOf(
      await call('POST', '/orders/reorder', { body: { id: past.id }, token: FIXTURE.otherMember.token }),
      404,
    );
  });

  it('answers 422 when nothing of the past order can be ordered again', async () => {
    const past = await placeOrder(1.6, [plain(FIXTURE.product.biscuit)]);
    await backend.db.menus.update((q) => q.where({ id: FIXTURE.menuId }), {
      data(menu) {
        for (const category of menu.categories) category.products = [];
      },
    });
    expect(messagesOf(await call('POST', '/orders/reorder', { body: { id: past.id }, token }), 422)).toEqual([
      'None of the items of this order are available any more.',
    ]);
  });
});

describe('favourite orders', () => {
  it('saves a past order once, lists it and reorders it', async () => {
    const past = await placeOrder(18.2);
    const save = () =>
      call('POST', '/orders/faves', { body: { id: past.id, description: 'Friday lunch' }, token });
    const favorite = okBody(await save(), AddFavoriteOrderResponse);
    expect(favorite).toMatchObject({ id: 1, description: 'Friday lunch', order: { id: past.id } });
    expect(messagesOf(await save(), 409)).toEqual(['This order is already a favourite.']);
    const favorites = okBody(await call('GET', '/orders/faves', { token }), ListFavoriteOrdersResponse);
    expect(favorites.map((entry) => entry.description)).toEqual(['Friday lunch']);
    const again = okBody(
      await call('POST', '/orders/faves/reorder', { body: { id: 1 }, token }),
      ReorderFavoriteResponse,
    );
    expect(again.products).toHaveLength(2);
    expect(again.totals.subtotal).toBe(16.97);
    messagesOf(
      await call('POST', '/orders/faves/reorder', { body: { id: 1 }, token: FIXTURE.otherMember.token }),
      404,
    );
    messagesOf(await call('GET', '/orders/faves'), 401);
  });
});
