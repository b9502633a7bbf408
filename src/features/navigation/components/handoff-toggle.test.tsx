import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { SEEDED_CART_ORDER_ID } from '../../../../mocks/seed/constants';
import { mockBackend, server } from '../../../../mocks/node';
import { chooseOrder } from '../test-support/frame-state';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { makeSeededCartADelivery, watchHandoffCalls } from '../../../testing/seeded-cart';
import { HandoffToggle } from './handoff-toggle';

describe('HandoffToggle (SPEC §4)', () => {
  beforeEach(() => mockBackend.reset({ cart: 'full' }));
  afterAll(() => mockBackend.reset());

  it('switches a delivery order to pickup in place, calling set-handoff with pickup', async () => {
    await makeSeededCartADelivery();
    const calls = watchHandoffCalls();
    chooseOrder(SEEDED_CART_ORDER_ID);
    const { router } = renderWithProviders(<HandoffToggle />, { path: '/menu' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Delivery' })).toHaveAttribute('aria-pressed', 'true'),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Pickup' }));

    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Pickup' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(calls).toEqual([`/api/v1/orders/${SEEDED_CART_ORDER_ID}/handoff/pickup`]);
    expect(router.history).toEqual(['/menu']);
  });

  it('opens the location finder for pickup when the order is not a delivery', async () => {
    const calls = watchHandoffCalls();
    chooseOrder(SEEDED_CART_ORDER_ID);
    const { router } = renderWithProviders(<HandoffToggle />, { path: '/menu' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Pickup' })).toHaveAttribute('aria-pressed', 'true'),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Pickup' }));

    expect(router.history).toEqual(['/menu', '/locations?mode=pickup']);
    expect(calls).toEqual([]);
  });

  it('opens the location finder for pickup when there is no order yet', async () => {
    const { router } = renderWithProviders(<HandoffToggle />, { path: '/' });

    await userEvent.click(screen.getByRole('button', { name: 'Pickup' }));

    expect(router.history).toEqual(['/', '/locations?mode=pickup']);
  });

  it('always opens the location finder for a delivery address on Delivery', async () => {
    await makeSeededCartADelivery();
    chooseOrder(SEEDED_CART_ORDER_ID);
    const { router } = renderWithProviders(<HandoffToggle />, { path: '/menu' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Delivery' })).toHaveAttribute('aria-pressed', 'true'),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Delivery' }));

    expect(router.history).toEqual(['/menu', '/locations?mode=delivery']);
  });

  it("shows the server's message when the switch fails", async () => {
    await makeSeededCartADelivery();
    server.use(
      http.put('*/api/v1/orders/:id/handoff/:mode', () =>
        Response.json([{ message: 'Pickup is not offered here right now.' }], { status: 422 }),
      ),
    );
    chooseOrder(SEEDED_CART_ORDER_ID);
    renderWithProviders(<HandoffToggle />, { path: '/menu' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Delivery' })).toHaveAttribute('aria-pressed', 'true'),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Pickup' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Pickup is not offered here right now.');
  });
});
