import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_MEMBER, SEEDED_CART_ORDER_ID } from '../../../../mocks/seed/constants';
import { getGetMemberQueryKey } from '../../../api/generated/endpoints/members/members';
import { useOrderStore, useSessionStore } from '../../../stores';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { SignOutButton } from '../components/sign-out-button';
import { holdDemoMemberSession } from '../../../testing/signed-in-member';

// The sign-out's calls load on the first sign-out; here their code cannot load (offline, say).
vi.mock('../end-member-session', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('signing out when its code cannot load', () => {
  it('still signs the member out here and forgets the cached member', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    holdDemoMemberSession();
    useOrderStore.getState().setOrder({
      id: SEEDED_CART_ORDER_ID,
      menu_id: 102,
      location_id: 1001,
      created: new Date().toISOString(),
    });
    const {
      router: { history },
      queryClient,
    } = renderWithProviders(<SignOutButton />, { path: '/account' });
    queryClient.setQueryData(getGetMemberQueryKey(), { id: DEMO_MEMBER.id });

    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));

    await waitFor(() => expect(history.at(-1)).toBe('/'));
    expect(useSessionStore.getState().token).toBeNull();
    expect(useOrderStore.getState().order).toBeNull();
    expect(queryClient.getQueryData(getGetMemberQueryKey())).toBeUndefined();
    expect(logged).toHaveBeenCalledWith(
      'The sign-out code could not load; signing out here.',
      expect.any(Error),
    );
  });
});
