import { waitFor } from '@testing-library/react';
import { mockBackend } from '../../../../mocks/node';
import { SEEDED_CART_ORDER_ID } from '../../../../mocks/seed/constants';
import { getGetOrderQueryKey } from '../../../api/generated/endpoints/orders/orders';
import { SubmitOrderBody } from '../../../api/generated/zod/orders-submit-order/orders-submit-order.zod';
import { STORAGE_KEYS } from '../../../config/client-state';
import { useOrderStore } from '../../../stores';
import { chooseServerOrder } from '../../../testing/order-reference';
import { startWithSeededCart } from '../../../testing/seeded-cart';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { ResumePlacedOrder } from './resume-placed-order';
import { keepSubmitIntent } from './submit-intent';

afterAll(() => mockBackend.reset());

const GUEST_SECRET = 'gs_0123456789abcdef0123456789abcdef';

/** The demo member's cart, with the intent a Place Order click kept before the page went away. */
async function leaveWhilePlacing() {
  await startWithSeededCart({ member: true });
  keepSubmitIntent({
    orderId: SEEDED_CART_ORDER_ID,
    key: 'key-of-the-first-click',
    body: { usertype: 'user', payments: [{ type: 'creditcard', amount: 1, account_id: 1 }] },
  });
}

const markOrder = (status: 'submitted') =>
  mockBackend.db.orders.update((q) => q.where({ id: SEEDED_CART_ORDER_ID }), {
    data(stored) {
      stored.status = status;
    },
  });

describe('an order placed while the page was away', () => {
  it('shows the confirmation once the order reads as placed, and ends the intent', async () => {
    await leaveWhilePlacing();
    await markOrder('submitted');
    const { router } = renderWithProviders(<ResumePlacedOrder />, { path: '/order/checkout' });
    await waitFor(() => expect(router.path()).toBe(`/order/confirm?id=${SEEDED_CART_ORDER_ID}`));
    expect(localStorage.getItem(STORAGE_KEYS.submitIntent)).toBeNull();
  });

  it('keeps the intent of an order still open, for Place Order to send the same key again', async () => {
    await leaveWhilePlacing();
    const { router, queryClient } = renderWithProviders(<ResumePlacedOrder />, { path: '/order/checkout' });
    await waitFor(() =>
      expect(queryClient.getQueryData(getGetOrderQueryKey(SEEDED_CART_ORDER_ID))).toMatchObject({
        status: 'open',
      }),
    );
    expect(router.path()).toBe('/order/checkout');
    expect(localStorage.getItem(STORAGE_KEYS.submitIntent)).toContain('key-of-the-first-click');
  });

  it('ends the intent of an order the server no longer knows, and stays on the page', async () => {
    await leaveWhilePlacing();
    await mockBackend.db.orders.delete((q) => q.where({ id: SEEDED_CART_ORDER_ID }));
    const { router } = renderWithProviders(<ResumePlacedOrder />, { path: '/order/checkout' });
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.submitIntent)).toBeNull());
    expect(router.path()).toBe('/order/checkout');
  });

  it("replays a guest's submit, hidden without the secret its lost answer carried, and confirms it", async () => {
    await startWithSeededCart({ member: false });
    const body = {
      usertype: 'guest' as const,
      payments: [{ type: 'creditcard' as const, amount: 1, token: 'tok_first' }],
    };
    keepSubmitIntent({ orderId: SEEDED_CART_ORDER_ID, key: 'key-of-the-first-click', body });
    await mockBackend.db.orders.update((q) => q.where({ id: SEEDED_CART_ORDER_ID }), {
      data(stored) {
        stored.status = 'submitted';
        stored.submitted = new Date().toISOString();
        stored.idempotency_key = 'key-of-the-first-click';
        // What the server keeps of the first submit: its parsed body, defaults filled in.
        stored.idempotency_body = JSON.stringify(SubmitOrderBody.parse(body));
        stored.guest_secret = GUEST_SECRET;
      },
    });
    const ordersBefore = mockBackend.db.orders.findMany().length;
    const { router } = renderWithProviders(<ResumePlacedOrder />, { path: '/order/checkout' });
    await waitFor(() => expect(router.path()).toBe(`/order/confirm?id=${SEEDED_CART_ORDER_ID}`));
    expect(useOrderStore.getState().placed).toEqual({ id: SEEDED_CART_ORDER_ID, secret: GUEST_SECRET });
    expect(useOrderStore.getState().order).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.submitIntent)).toBeNull();
    expect(mockBackend.db.orders.findMany()).toHaveLength(ordersBefore);
  });

  it("ends the intent when the guest's replay is refused: the order was placed with another key", async () => {
    await mockBackend.reset({ cart: 'full' });
    await chooseServerOrder(SEEDED_CART_ORDER_ID);
    keepSubmitIntent({
      orderId: SEEDED_CART_ORDER_ID,
      key: 'key-of-the-first-click',
      body: { usertype: 'guest', payments: [{ type: 'creditcard', amount: 1, token: 'tok_first' }] },
    });
    await mockBackend.db.orders.update((q) => q.where({ id: SEEDED_CART_ORDER_ID }), {
      data(stored) {
        stored.status = 'submitted';
        stored.submitted = new Date().toISOString();
        stored.idempotency_key = 'another-tab-s-key';
        stored.guest_secret = GUEST_SECRET;
      },
    });
    const { router } = renderWithProviders(<ResumePlacedOrder />, { path: '/order/checkout' });
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.submitIntent)).toBeNull());
    expect(router.path()).toBe('/order/checkout');
    expect(useOrderStore.getState().placed).toBeNull();
  });
});
