import type { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'wouter';
import { getGetOrderQueryKey } from '../api/generated/endpoints/orders/orders';
import type { Order } from '../api/generated/model';
import { COOKIE_NAMES, writeCookie } from '../lib/cookies';
import { useLocationStore, useOrderStore, useUiStore } from '../stores';
import { useMenuLinkAction } from './use-menu-link-action';
import { CHARLOTTE_UPTOWN } from '../testing/chosen-location';
import { createTestQueryClient, renderWithProviders } from '../testing/render-with-providers';

const ORDER_ID = '6e1f0a3b-7c2d-4e5f-9a8b-1c2d3e4f5a6b';

function MenuLink() {
  const { onClick } = useMenuLinkAction();
  return (
    <Link href="/menu" onClick={onClick}>
      Menu
    </Link>
  );
}

const renderAt = (path: string, queryClient?: QueryClient) =>
  renderWithProviders(<MenuLink />, { path, queryClient }).router;

describe('useMenuLinkAction', () => {
  it('opens the location dialog (pickup) instead of going to /menu, from a page outside ordering', async () => {
    useLocationStore.getState().setLocation(CHARLOTTE_UPTOWN);
    const router = renderAt('/about');

    await userEvent.click(screen.getByRole('link', { name: 'Menu' }));

    expect(useUiStore.getState().confirmLocationModal).toEqual({
      open: true,
      section: 'pickup',
      origin: 'menu',
    });
    expect(router.history).toEqual(['/about']);
  });

  it('opens it on the delivery section when the current order is for delivery', async () => {
    useLocationStore.getState().setLocation(CHARLOTTE_UPTOWN);
    useOrderStore
      .getState()
      .setOrder({ id: ORDER_ID, menu_id: 100, location_id: 1001, created: new Date().toISOString() });
    const client = createTestQueryClient();
    client.setQueryData(getGetOrderQueryKey(ORDER_ID), { id: ORDER_ID, handoff: 'dispatch' } as Order);
    renderAt('/', client);

    await userEvent.click(screen.getByRole('link', { name: 'Menu' }));

    expect(useUiStore.getState().confirmLocationModal).toMatchObject({ open: true, section: 'delivery' });
  });

  it("goes to /menu once the location is confirmed (cookie 'location-confirmed' is 'true')", async () => {
    useLocationStore.getState().setLocation(CHARLOTTE_UPTOWN);
    writeCookie(COOKIE_NAMES.locationConfirmed, 'true');
    const router = renderAt('/about');

    await userEvent.click(screen.getByRole('link', { name: 'Menu' }));

    expect(useUiStore.getState().confirmLocationModal.open).toBe(false);
    expect(router.history).toEqual(['/about', '/menu']);
  });

  it('goes to /menu when no location is chosen yet', async () => {
    const router = renderAt('/about');
    await userEvent.click(screen.getByRole('link', { name: 'Menu' }));
    expect(router.history).toEqual(['/about', '/menu']);
    expect(useUiStore.getState().confirmLocationModal.open).toBe(false);
  });
});
