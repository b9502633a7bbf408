import type {
  Order,
  Payment,
  PaymentToken,
  SubmitResult,
  ValidationResult,
} from '../../src/api/generated/model';
import type { WalkSession } from './walk-session';
import { UNKNOWN_ID, UNKNOWN_ORDER_ID, type WalkState } from './walk-state';

/** Validating, paying and placing the cart, then following it until it is cancelled. */

export async function walkSubmit(session: WalkSession, state: WalkState): Promise<void> {
  const { order, token, emptyOrderId } = state;
  if (emptyOrderId !== undefined) {
    await session.fail('validateOrder', 'an empty cart', { params: { id: emptyOrderId }, token });
  }
  if (!order) return session.skip('checkout', 'no cart');
  const params = { id: order.id };

  const validated = await session.succeed<ValidationResult>('validateOrder', 'the filled cart', {
    params,
    token,
  });
  const card = await session.succeed<PaymentToken>('createOrderPaymentToken', 'a one-time card token', {
    params,
    token,
  });
  await session.fail('createOrderPaymentToken', 'a card token for an unknown order', {
    params: { id: UNKNOWN_ORDER_ID },
    token,
  });

  const current = await session.succeed<Order>('getOrder', 'the total to pay', { params, token });
  const total = current.data?.totals.total ?? validated.data?.order.totals.total ?? 0;
  const headers = { 'Idempotency-Key': `conformance-${order.id}-${Date.now()}` };
  // The token only pays once the provider's hosted form bound a card to it (a browser's step):
  // the walk shows it refused without one, then pays with the member's saved card.
  const saved = await session.succeed<Payment[]>('listPayments', 'saved cards to pay with', { token });
  const accountId = (saved.data?.find((payment) => payment.default) ?? saved.data?.[0])?.account.id ?? 1;
  const byToken = { type: 'creditcard', amount: total, token: card.data?.token ?? 'none' };
  await session.fail('submitOrder', 'pay with a token no card was bound to', {
    params,
    body: { usertype: 'user', payments: [byToken] },
    token,
    headers,
  });
  const body = { usertype: 'user', payments: [{ type: 'creditcard', amount: total, account_id: accountId }] };

  await session.fail('submitOrder', 'place the order without a token', { params, body });
  const placed = await session.succeed<SubmitResult>('submitOrder', 'place the order', {
    params,
    body,
    token,
    headers,
  });
  await session.fail('submitOrder', 'place it a second time', { params, body, token });
  const otherBody = { ...body, payments: [{ type: 'creditcard', amount: 0.01, account_id: accountId }] };
  await session.fail(
    'submitOrder',
    'reuse its Idempotency-Key with another body',
    { params, body: otherBody, token, headers },
    422,
  );
  await session.succeed('submitOrder', 'repeat the same submit (a retry)', { params, body, token, headers });
  state.submitted = placed.data?.order;
  state.confirmation = placed.data?.confirmation;
}

export async function walkAfterSubmit(session: WalkSession, state: WalkState): Promise<void> {
  const { submitted, token, emptyOrderId, product } = state;
  if (emptyOrderId !== undefined) {
    const empty = { id: emptyOrderId };
    await session.fail('getOrderStatus', 'the status of a cart not yet placed', { params: empty, token });
    await session.fail('notifyOrderArrival', 'arriving for a cart not yet placed', { params: empty, token });
    await session.fail('cancelOrder', 'cancel a cart not yet placed', { params: empty, token });
  }
  if (!submitted) return session.skip('after submission', 'the order was not placed');
  const params = { id: submitted.id };

  await session.fail('addOrderProducts', 'add to a placed order', {
    params,
    body: { products: [{ id: product?.id ?? UNKNOWN_ID, quantity: 1, choices: [] }] },
    token,
  });
  await session.succeed('getOrderStatus', 'the kitchen status', { params, token });
  // Someone else's order answers as an unknown one would: 404, never 403.
  await session.fail('getOrder', "read the member's order as someone else", { params }, 404);
  await session.fail('getOrderStatus', 'its status as someone else', { params }, 404);
  await session.fail('cancelOrder', "cancel the member's order as someone else", { params }, 404);
  await session.succeed('notifyOrderArrival', "I'm here", { params, token });
  await session.succeed('trackOrder', 'report the purchase', {
    params,
    body: {
      id: state.confirmation ?? String(submitted.id),
      products: submitted.products.map((line) => ({
        id: line.product_id,
        name: line.name,
        quantity: line.quantity,
        price: line.cost.total,
      })),
    },
    token,
  });
  await session.fail('trackOrder', 'report a purchase of an unknown order', {
    params: { id: UNKNOWN_ORDER_ID },
    body: { error: 'Payment failed', type: 'payment' },
    token,
  });
  await session.succeed('addFavoriteOrder', 'save the order as a favourite', {
    body: { id: submitted.id, description: 'Conformance favourite' },
    token,
  });
  await session.fail('addFavoriteOrder', 'save it a second time', {
    body: { id: submitted.id, description: 'Conformance favourite' },
    token,
  });
  await session.succeed('cancelOrder', 'cancel the placed order', { params, token });
}
