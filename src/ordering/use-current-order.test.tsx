import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { createOrder } from '../api/generated/endpoints/orders/orders';
import { mockBackend } from '../../mocks/node';
import { LOCATION_IDS, MENU_IDS, SEEDED_CART_ORDER_ID, UNKNOWN_ORDER_ID } from '../../mocks/seed/constants';
import { useOrderStore } from '../stores';
import { orderReference } from '../testing/order-reference';
import { renderHookWithProviders } from '../testing/render-with-providers';
import { useCurrentOrder } from './use-current-order';

describe('useCurrentOrder', () => {
  it('has no order and makes no call without an order reference', () => {
    const { result } = renderHookWithProviders(() => useCurrentOrder());
    expect(result.current.order).toBeUndefined();
    expect(result.current.query.fetchStatus).toBe('idle');
  });

  it('reads the stored order from the server', async () => {
    const created = await createOrder({
      menu_id: MENU_IDS.regular,
      location_id: LOCATION_IDS.charlotteUptown,
    });
    useOrderStore.getState().setOrder(orderReference(created.id));
    const { result } = renderHookWithProviders(() => useCurrentOrder());
    await waitFor(() => expect(result.current.order?.id).toBe(created.id));
    expect(result.current.order?.location_id).toBe(LOCATION_IDS.charlotteUptown);
  });

  it('never treats a placed order as the cart: its reference is dropped', async () => {
    const created = await createOrder({
      menu_id: MENU_IDS.regular,
      location_id: LOCATION_IDS.charlotteUptown,
    });
    // Placed by an attempt whose answer never arrived.
    await mockBackend.db.orders.update((q) => q.where({ id: created.id }), {
      data(order) {
        order.status = 'submitted';
      },
    });
    useOrderStore.getState().setOrder(orderReference(created.id));
    const { result } = renderHookWithProviders(() => useCurrentOrder());
    await waitFor(() => expect(useOrderStore.getState().order).toBeNull());
    expect(result.current.order).toBeUndefined();
  });

  it('drops the reference when the server no longer knows the order', async () => {
    useOrderStore.getState().setOrder(orderReference(UNKNOWN_ORDER_ID));
    const { result } = renderHookWithProviders(() => useCurrentOrder());
    await waitFor(() => expect(useOrderStore.getState().order).toBeNull());
    expect(result.current.order).toBeUndefined();
  });
});

describe('useCurrentOrder with an order answered in the wrong shape', () => {
  it('drops the stored reference, so the next visit does not fail on it again', async () => {
    server.use(http.get('*/api/v1/orders/:id', () => HttpResponse.json({})));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    useOrderStore.getState().setOrder(orderReference(SEEDED_CART_ORDER_ID));

    const { result } = renderHookWithProviders(() => useCurrentOrder());

    await waitFor(() => expect(useOrderStore.getState().order).toBeNull());
    expect(result.current.order).toBeUndefined();
  });

  it('keeps the reference when the connection fails: the order may still be there', async () => {
    server.use(http.get('*/api/v1/orders/:id', () => HttpResponse.error()));
    useOrderStore.getState().setOrder(orderReference(SEEDED_CART_ORDER_ID));

    const { result } = renderHookWithProviders(() => useCurrentOrder());

    await waitFor(() => expect(result.current.query.isError).toBe(true));
    expect(useOrderStore.getState().order?.id).toBe(SEEDED_CART_ORDER_ID);
  });
});
