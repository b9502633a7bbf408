import type { Order } from '../../src/api/generated/model';
import type { WalkSession } from './walk-session';
import { UNKNOWN_ID, UNKNOWN_ORDER_ID, type WalkState } from './walk-state';

/** The member's cart: creating it, its product lines and promo codes (each SPEC §8 coupon case). */

export async function walkCreateOrder(session: WalkSession, state: WalkState): Promise<void> {
  const { token } = state;
  const menuId = state.menuId ?? session.settings.menuId;
  const created = await session.succeed<Order>('createOrder', "a cart on the location's menu", {
    body: { menu_id: menuId },
    token,
  });
  state.order = created.data;
  const empty = await session.succeed<Order>('createOrder', 'a second cart, left empty', {
    body: { menu_id: menuId },
    token,
  });
  state.emptyOrderId = empty.data?.id;
  await session.fail('createOrder', 'a cart on an unknown menu', { body: { menu_id: UNKNOWN_ID }, token });
  await session.fail('createOrder', 'a cart with a token nobody issued', {
    body: { menu_id: menuId },
    token: 'conformance-unknown-token',
  });

  if (state.order) {
    await session.succeed('getOrder', 'read the cart back', { params: { id: state.order.id }, token });
  }
  await session.fail('getOrder', 'an unknown order', { params: { id: UNKNOWN_ORDER_ID }, token });
}

export async function walkLines(session: WalkSession, state: WalkState): Promise<void> {
  const { order, product, secondProduct, token } = state;
  if (!order || !product) return session.skip('product lines', 'no cart or no plain product');
  const id = order.id;
  const line = (productId: number, quantity = 1) => ({ id: productId, quantity, choices: [] });

  const added = await session.succeed<Order>('addOrderProducts', 'add two products', {
    params: { id },
    body: { products: [line(product.id), line(secondProduct?.id ?? product.id)] },
    token,
  });
  await session.fail('addOrderProducts', 'a product no menu has', {
    params: { id },
    body: { products: [line(UNKNOWN_ID)] },
    token,
  });
  const [first, second] = added.data?.products ?? [];
  if (!first || !second) return session.skip('update and remove lines', 'the cart did not take the products');

  await session.succeed('updateOrderProducts', 'two of the first product', {
    params: { id },
    body: { products: [{ ...line(first.product_id, 2), line_id: first.id }] },
    token,
  });
  await session.fail('updateOrderProducts', 'a line the cart does not have', {
    params: { id },
    body: { products: [{ ...line(first.product_id, 2), line_id: UNKNOWN_ID }] },
    token,
  });
  await session.succeed('removeOrderProduct', 'remove the second line', {
    params: { id, productId: second.id },
    token,
  });
  await session.fail('removeOrderProduct', 'remove it again', {
    params: { id, productId: second.id },
    token,
  });
}

export async function walkCoupons(session: WalkSession, state: WalkState): Promise<void> {
  const { order, token } = state;
  if (!order) return session.skip('coupons', 'no cart');
  const params = { id: order.id };
  const { coupons } = session.settings;
  const apply = (code: string) => ({ params, body: { code }, token });

  await session.succeed('applyOrderCoupon', `§8 valid code ${coupons.valid}`, apply(coupons.valid));
  await session.succeed('removeOrderCoupon', 'remove the code', { params, token });
  await session.succeed('applyOrderCoupon', `a percent code ${coupons.percent}`, apply(coupons.percent));
  await session.fail('applyOrderCoupon', '§8 empty code', apply(''));
  await session.fail('applyOrderCoupon', `§8 invalid code ${coupons.invalid}`, apply(coupons.invalid));
  await session.fail('applyOrderCoupon', `§8 $200 minimum (${coupons.minimum})`, apply(coupons.minimum));
  await session.fail('applyOrderCoupon', `§8 code in use (${coupons.inUse})`, apply(coupons.inUse));
  await session.succeed('removeOrderCoupon', 'remove the remaining code', { params, token });
  await session.fail('removeOrderCoupon', 'the code of an unknown order', {
    params: { id: UNKNOWN_ORDER_ID },
    token,
  });
}
