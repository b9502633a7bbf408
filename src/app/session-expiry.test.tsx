import { screen, waitFor, within } from '@testing-library/react';
import { mockBackend } from '../../mocks/node';
import { SEEDED_CART_ORDER_ID } from '../../mocks/seed/constants';
import { useOrderStore, useSessionStore } from '../stores';
import { startWithSeededCart } from '../testing/seeded-cart';
import { renderRoute } from '../testing/render-route';

describe('a member whose token the server refuses', () => {
  beforeEach(async () => {
    await startWithSeededCart({ member: false });
    useSessionStore.getState().signIn({ access: 'revoked-token', memberId: 5001, provider: 'ordering' });
    mockBackend.useScenario('token-revoked');
  });
  afterAll(() => mockBackend.reset());

  it('is signed out here, keeps the cart, and is asked to sign in again, back to this page', async () => {
    renderRoute('/menu?tab=2');

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
