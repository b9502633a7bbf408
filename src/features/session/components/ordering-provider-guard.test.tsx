import { act, waitFor } from '@testing-library/react';
import { mockBackend } from '../../../../mocks/node';
import { DEMO_ACCESS_TOKEN, DEMO_MEMBER, LOCATION_IDS, MENU_IDS } from '../../../../mocks/seed/constants';
import { useOrderStore, useSessionStore, type SessionToken } from '../../../stores';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { OrderingProviderGuard } from './ordering-provider-guard';

const orderingToken: SessionToken = {
  access: DEMO_ACCESS_TOKEN,
  memberId: DEMO_MEMBER.id,
  provider: 'ordering',
};
const foreignToken: SessionToken = { ...orderingToken, provider: 'olo' };

const giveAnOrder = () =>
  useOrderStore.getState().setOrder({
    id: '6e1f0a3b-7c2d-4e5f-9a8b-1c2d3e4f5a6b',
    menu_id: MENU_IDS.regular,
    location_id: LOCATION_IDS.charlotteUptown,
    created: new Date().toISOString(),
  });

describe('OrderingProviderGuard (SPEC §3: a non-ordering token forces a logout)', () => {
  beforeEach(async () => {
    await mockBackend.reset({ signedIn: true });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // The calls made with a foreign token fail; the logout happens all the same.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('keeps a member whose token comes from the ordering provider', async () => {
    useSessionStore.getState().signIn(orderingToken);
    renderWithProviders(<OrderingProviderGuard />);

    // The guard decides as it renders: a sign-out would have started (and said why) by now.
    await act(async () => {});
    expect(console.warn).not.toHaveBeenCalled();
    expect(useSessionStore.getState().token).toEqual(orderingToken);
  });

  it('signs out on start-up when the token comes from another provider', async () => {
    useSessionStore.setState({ token: foreignToken });
    giveAnOrder();

    renderWithProviders(<OrderingProviderGuard />);

    await waitFor(() => expect(useSessionStore.getState().token).toBeNull());
    expect(useOrderStore.getState().order).toBeNull();
  });

  it('signs out when the token changes to one from another provider', async () => {
    useSessionStore.getState().signIn(orderingToken);
    renderWithProviders(<OrderingProviderGuard />);

    act(() => useSessionStore.setState({ token: foreignToken }));

    await waitFor(() => expect(useSessionStore.getState().token).toBeNull());
  });
});
