import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { mockBackend, server } from '../../../../mocks/node';
import { SEEDED_CART_ORDER_ID } from '../../../../mocks/seed/constants';
import { useLocationStore, useOrderStore } from '../../../stores';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { makeSeededCartADelivery, watchHandoffCalls } from '../../../testing/seeded-cart';
import { OrderTypeChoice } from './order-type-choice';
import { CHARLOTTE_UPTOWN } from '../../../testing/chosen-location';

/** The seeded cart (a pickup order at Charlotte – Uptown) as the visitor's order, its location chosen. */
function chooseSeededCart(): void {
  useLocationStore.getState().setLocation(CHARLOTTE_UPTOWN);
  useOrderStore.getState().setOrder({
    id: SEEDED_CART_ORDER_ID,
    menu_id: 100,
    location_id: CHARLOTTE_UPTOWN.id,
    created: new Date().toISOString(),
  });
}

const renderChoice = () => renderWithProviders(<OrderTypeChoice />, { path: '/order/type' }).router;

/** The choice's buttons are enabled once the order (when there is one) has loaded. */
async function choose(name: 'Pickup' | 'Delivery'): Promise<void> {
  const button = screen.getByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
}

describe('OrderTypeChoice (/order/type)', () => {
  beforeEach(() => mockBackend.reset({ cart: 'full' }));
  afterAll(() => mockBackend.reset());

  it('describes each choice', () => {
    renderChoice();
    expect(screen.getByRole('button', { name: 'Pickup' })).toHaveAccessibleDescription(
      'In the restaurant or at the curb, at a location near you.',
    );
    expect(screen.getByRole('button', { name: 'Delivery' })).toHaveAccessibleDescription(
      'Brought to your door from the nearest location that delivers.',
    );
  });

  it('opens the location finder in the chosen mode when no location is chosen', async () => {
    const router = renderChoice();
    await choose('Pickup');
    expect(router.history.at(-1)).toBe('/locations?mode=pickup');

    await choose('Delivery');
    expect(router.history.at(-1)).toBe('/locations?mode=delivery');
  });

  it("goes to the chosen location's menu on Pickup when the order is a pickup", async () => {
    const calls = watchHandoffCalls();
    chooseSeededCart();
    const router = renderChoice();

    await choose('Pickup');

    expect(router.history).toEqual(['/order/type', '/order']);
    expect(calls).toEqual([]);
  });

  it('asks for a delivery address on Delivery when the order is a pickup', async () => {
    chooseSeededCart();
    const router = renderChoice();

    await choose('Delivery');

    expect(router.history).toEqual(['/order/type', '/locations?mode=delivery']);
  });

  it('switches a delivery order to pickup in place (set-handoff), then shows the menu', async () => {
    await makeSeededCartADelivery();
    const calls = watchHandoffCalls();
    chooseSeededCart();
    const router = renderChoice();

    await choose('Pickup');

    await waitFor(() => expect(router.history).toEqual(['/order/type', '/order']));
    expect(calls).toEqual([`/api/v1/orders/${SEEDED_CART_ORDER_ID}/handoff/pickup`]);
    const order = mockBackend.db.orders.findFirst((q) => q.where({ id: SEEDED_CART_ORDER_ID }));
    expect(order?.handoff).toBe('pickup');
  });

  it('keeps a delivery order as it is and shows the menu on Delivery', async () => {
    await makeSeededCartADelivery();
    const calls = watchHandoffCalls();
    chooseSeededCart();
    const router = renderChoice();

    await choose('Delivery');

    expect(router.history).toEqual(['/order/type', '/order']);
    expect(calls).toEqual([]);
  });

  it("shows the server's message and stays when the switch to pickup fails", async () => {
    await makeSeededCartADelivery();
    server.use(
      http.put('*/api/v1/orders/:id/handoff/:mode', () =>
        Response.json([{ message: 'Pickup is not offered here right now.' }], { status: 422 }),
      ),
    );
    chooseSeededCart();
    const router = renderChoice();

    await choose('Pickup');

    expect(await screen.findByRole('alert')).toHaveTextContent('Pickup is not offered here right now.');
    expect(router.history).toEqual(['/order/type']);
  });
});
