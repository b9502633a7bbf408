// @vitest-environment node
import { CreateOrderResponse, TransferOrderResponse } from '../../../src/api/generated/zod/orders/orders.zod';
import { mockBackend } from '../../node';
import { LOCATION_IDS, MENU_IDS } from '../../seed';

const post = async (path: string, body: unknown) => {
  const response = await fetch(`http://localhost/api/v1${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
};

describe('orders at the restaurant the guest chose (restaurants share menus)', () => {
  beforeEach(() => mockBackend.reset());

  it('creates the order at the named restaurant', async () => {
    const { status, body } = await post('/orders/create', {
      menu_id: MENU_IDS.regular,
      location_id: LOCATION_IDS.charlotteBallantyne,
    });
    expect(status).toBe(200);
    expect(CreateOrderResponse.parse(body).location_id).toBe(LOCATION_IDS.charlotteBallantyne);
  });

  it('refuses a restaurant that does not serve the menu', async () => {
    const { status } = await post('/orders/create', {
      menu_id: MENU_IDS.regular,
      location_id: LOCATION_IDS.nashvilleGulch,
    });
    expect(status).toBe(400);
  });

  it('moves the cart to another restaurant with the same menu', async () => {
    const created = CreateOrderResponse.parse(
      (await post('/orders/create', { menu_id: MENU_IDS.regular, location_id: LOCATION_IDS.charlotteUptown }))
        .body,
    );
    const { status, body } = await post(`/orders/${created.id}/transfer`, {
      menu_id: MENU_IDS.regular,
      location_id: LOCATION_IDS.charlotteBallantyne,
    });
    expect(status).toBe(200);
    const result = TransferOrderResponse.parse(body);
    expect(result.order.location_id).toBe(LOCATION_IDS.charlotteBallantyne);
    expect(result.not_transferred).toEqual([]);
  });
});
