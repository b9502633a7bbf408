import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { mockBackend } from '../../../mocks/node';
import { DEMO_ACCESS_TOKEN, DEMO_MEMBER, LOCATION_IDS } from '../../../mocks/seed/constants';
import { signInMember } from '../../features/navigation/test-support/render-at-path';
import { useLocationStore, useOrderStore, useSessionStore, useUiStore } from '../../stores';
import { renderWithProviders } from '../../testing/render-with-providers';
import { AppRoutes } from '../routes';

function renderRoutesAt(path: string) {
  const memory = memoryLocation({ path, record: true });
  renderWithProviders(
    <Router hook={memory.hook} searchHook={memory.searchHook}>
      <AppRoutes />
    </Router>,
  );
  return memory;
}

describe('/account', () => {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    useSessionStore.getState().signOut();
    useOrderStore.getState().clearOrder();
    useLocationStore.getState().clearLocation();
    useUiStore.setState({ showCart: false });
  });

  it('sends a guest to sign in, to come back to the account once signed in', async () => {
    const memory = renderRoutesAt('/account');

    await waitFor(() => expect(memory.history?.at(-1)).toBe('/account/login?redirect=%2Faccount'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  });

  it('reads the 404 page for an account page that does not exist', async () => {
    renderRoutesAt('/account/no-such-page');

    expect(
      await screen.findByRole('heading', { level: 1, name: '404 Whoops! You flew the coop.' }),
    ).toBeVisible();
  });

  describe('for the signed-in member', () => {
    beforeEach(async () => {
      await mockBackend.reset({ signedIn: true });
      signInMember(DEMO_ACCESS_TOKEN, DEMO_MEMBER.id);
    });
    afterAll(() => mockBackend.reset());

    it('greets the member and shows their points, rewards and reward dollars', async () => {
      renderRoutesAt('/account');

      expect(await screen.findByRole('heading', { level: 1, name: 'Hi Bo!' })).toBeVisible();
      const rewards = await screen.findByRole('region', { name: 'Your rewards' });
      expect(await within(rewards).findByText('Points')).toBeVisible();
      expect(within(rewards).getByText('Rewards ready to use')).toBeVisible();
      expect(within(rewards).getByText('Reward dollars')).toBeVisible();
      expect(within(rewards).getByText(/^\$\d+\.\d{2}$/)).toBeVisible();
    });

    it('lists the last three orders, and Reorder makes one the cart at its restaurant', async () => {
      renderRoutesAt('/account');

      const recent = await screen.findByRole('region', { name: 'Recent orders' });
      const [first, ...others] = await within(recent).findAllByRole('button', { name: /^Reorder / });
      expect(others.length).toBeLessThanOrEqual(2);

      await userEvent.click(first as HTMLElement);

      await waitFor(() => expect(useUiStore.getState().showCart).toBe(true));
      expect(useOrderStore.getState().order?.location_id).toBe(LOCATION_IDS.charlotteUptown);
      expect(useLocationStore.getState().location?.id).toBe(LOCATION_IDS.charlotteUptown);
    });

    it("shows the server's message when the recent orders cannot be read", async () => {
      mockBackend.useScenario('errors-array-of-strings');
      renderRoutesAt('/account');

      const recent = await screen.findByRole('region', { name: 'Recent orders' });
      expect(await within(recent).findByText('The kitchen is offline.')).toBeVisible();
      expect(within(recent).getByText('Please try again soon.')).toBeVisible();
    });
  });
});
