import { screen, waitFor, within } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { mockBackend } from '../../mocks/node';
import { SEEDED_CART_ORDER_ID } from '../../mocks/seed/constants';
import { configureHttpClient } from '../api/http-client';
import { useOrderStore, useSessionStore, useUiStore } from '../stores';
import { chooseServerOrder } from '../testing/order-reference';
import { renderWithProviders } from '../testing/render-with-providers';
import { configureApi } from './configure-api';
import { AppRoutes } from './routes';

describe('a member whose token the server refuses', () => {
  beforeEach(async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await mockBackend.reset({ cart: 'full' });
    configureApi();
    await chooseServerOrder(SEEDED_CART_ORDER_ID);
    useSessionStore.getState().signIn({ access: 'revoked-token', memberId: 5001, provider: 'ordering' });
    mockBackend.useScenario('token-revoked');
  });
  afterEach(() => {
    useSessionStore.getState().signOut();
    useOrderStore.getState().clearOrder();
    useUiStore.setState({ sessionExpired: false });
    configureHttpClient({
      getAccessToken: () => undefined,
      getDeviceId: () => 'test-device',
      isCatering: () => false,
    });
  });
  afterAll(() => mockBackend.reset());

  it('is signed out here, keeps the cart, and is asked to sign in again, back to this page', async () => {
    const memory = memoryLocation({ path: '/menu', searchPath: 'tab=2' });
    renderWithProviders(
      <Router hook={memory.hook} searchHook={memory.searchHook}>
        <AppRoutes />
      </Router>,
    );

    const notice = await screen.findByRole('alert', { name: '' });
    expect(notice).toHaveTextContent(
      'Your session has ended. Please sign in again. Your cart is still here.',
    );
    expect(within(notice).getByRole('link', { name: 'Sign in again' })).toHaveAttribute(
      'href',
      `/account/login?redirect=${encodeURIComponent('/menu?tab=2')}`,
    );
    expect(useSessionStore.getState().token).toBeNull();
    expect(useOrderStore.getState().order?.id).toBe(SEEDED_CART_ORDER_ID);
    // The cart's order is read again as a guest: its items still count in the header.
    await waitFor(() => expect(screen.getAllByRole('button', { name: /Cart/ })[0]).toHaveAccessibleName(/7/));
  });
});
