import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockBackend, server } from '../../../../mocks/node';
import {
  DEMO_ACCESS_TOKEN,
  DEMO_MEMBER,
  LOCATION_IDS,
  MENU_IDS,
  SEEDED_CART_ORDER_ID,
} from '../../../../mocks/seed/constants';
import {
  getGetMemberQueryKey,
  getListPaymentsQueryKey,
} from '../../../api/generated/endpoints/members/members';
import { getGetOrderQueryKey } from '../../../api/generated/endpoints/orders/orders';
import { getListLocationsQueryKey } from '../../../api/generated/endpoints/locations/locations';
import { useOrderStore, useSessionStore } from '../../../stores';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { SignOutButton } from './sign-out-button';
import { holdDemoMemberSession } from '../../../testing/signed-in-member';

function signInTheDemoMemberWithACart() {
  holdDemoMemberSession();
  useOrderStore.getState().setOrder({
    id: SEEDED_CART_ORDER_ID,
    menu_id: MENU_IDS.regular,
    location_id: LOCATION_IDS.charlotteUptown,
    created: new Date().toISOString(),
  });
}

const orderStatus = () =>
  mockBackend.db.orders.findFirst((q) => q.where({ id: SEEDED_CART_ORDER_ID }))?.status;
const demoSessionExists = () =>
  mockBackend.db.sessions.findFirst((q) => q.where({ token: DEMO_ACCESS_TOKEN })) !== undefined;

describe('SignOutButton', () => {
  beforeEach(async () => {
    await mockBackend.reset({ signedIn: true, cart: 'full' });
    signInTheDemoMemberWithACart();
  });

  it('abandons the order, signs out on the server, clears the session and goes home', async () => {
    const {
      router: { history },
      queryClient,
    } = renderWithProviders(<SignOutButton />, { path: '/account' });
    queryClient.setQueryData(getGetMemberQueryKey(), { id: DEMO_MEMBER.id });
    queryClient.setQueryData(getListPaymentsQueryKey(), []);
    queryClient.setQueryData(getGetOrderQueryKey(SEEDED_CART_ORDER_ID), { id: SEEDED_CART_ORDER_ID });
    queryClient.setQueryData(getListLocationsQueryKey(), []);

    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));

    await waitFor(() => expect(history.at(-1)).toBe('/'));
    expect(orderStatus()).toBe('abandoned');
    expect(demoSessionExists()).toBe(false);
    expect(useSessionStore.getState().token).toBeNull();
    expect(useOrderStore.getState().order).toBeNull();
    expect(queryClient.getQueryData(getGetMemberQueryKey())).toBeUndefined();
    expect(queryClient.getQueryData(getListPaymentsQueryKey())).toBeUndefined();
    expect(queryClient.getQueryData(getGetOrderQueryKey(SEEDED_CART_ORDER_ID))).toBeUndefined();
    // Public data stays: the visitor carries on as a guest.
    expect(queryClient.getQueryData(getListLocationsQueryKey())).toEqual([]);
  });

  it('signs out here even when the network is down, and logs the failed calls', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.delete('*/api/v1/orders/:id/abandon', () => HttpResponse.error()),
      http.delete('*/api/v1/members/signout', () => HttpResponse.error()),
    );
    const {
      router: { history },
    } = renderWithProviders(<SignOutButton />, { path: '/account' });

    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));

    await waitFor(() => expect(history.at(-1)).toBe('/'));
    expect(useSessionStore.getState().token).toBeNull();
    expect(useOrderStore.getState().order).toBeNull();
    expect(error).toHaveBeenCalledTimes(2);
  });

  it('signs out without an abandon call when there is no order', async () => {
    useOrderStore.getState().clearOrder();
    const abandoned: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/abandon')) abandoned.push(request.url);
    });
    renderWithProviders(<SignOutButton />, { path: '/account' });

    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));

    await waitFor(() => expect(useSessionStore.getState().token).toBeNull());
    expect(demoSessionExists()).toBe(false);
    expect(abandoned).toEqual([]);
  });

  it('stays on the page when asked to', async () => {
    const {
      router: { history },
    } = renderWithProviders(<SignOutButton stayOnPage />, { path: '/account/login' });

    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));

    await waitFor(() => expect(useSessionStore.getState().token).toBeNull());
    expect(history).toEqual(['/account/login']);
  });

  it('calls the server once for a double click', async () => {
    const signOuts: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/members/signout')) signOuts.push(request.url);
    });
    renderWithProviders(<SignOutButton />, { path: '/account' });

    await userEvent.dblClick(screen.getByRole('button', { name: 'Sign Out' }));

    await waitFor(() => expect(useSessionStore.getState().token).toBeNull());
    expect(signOuts).toHaveLength(1);
  });
});
