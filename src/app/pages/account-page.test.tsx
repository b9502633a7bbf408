import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockBackend } from '../../../mocks/node';
import { DEMO_MEMBER, LOCATION_IDS } from '../../../mocks/seed/constants';
import { LoyaltySummary } from '../../features/account/components/loyalty-summary';
import { MemberOffers } from '../../features/offers/components/member-offers';
import { renderWithProviders } from '../../testing/render-with-providers';
import { signInDemoMember } from '../../testing/signed-in-member';
import { useLocationStore, useOrderStore, usePreferencesStore, useUiStore } from '../../stores';
import { renderRoute } from '../../testing/render-route';

describe('/account', () => {
  it('sends a guest to sign in, to come back to the account once signed in', async () => {
    const { router } = renderRoute('/account');

    await waitFor(() => expect(router.path()).toBe('/account/login?redirect=%2Faccount'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  });

  it('reads the 404 page for an account page that does not exist', async () => {
    renderRoute('/account/no-such-page');

    expect(
      await screen.findByRole('heading', { level: 1, name: '404 Whoops! You flew the coop.' }),
    ).toBeVisible();
  });

  describe('for the signed-in member', () => {
    beforeEach(async () => {
      await signInDemoMember();
    });
    afterAll(() => mockBackend.reset());

    it('greets the member and shows their points, rewards and reward dollars', async () => {
      renderRoute('/account');

      expect(await screen.findByRole('heading', { level: 1, name: 'Hi Bo!' })).toBeVisible();
      const rewards = await screen.findByRole('region', { name: 'Your rewards' });
      expect(await within(rewards).findByText('Points')).toBeVisible();
      expect(within(rewards).getByText('Rewards ready to use')).toBeVisible();
      expect(within(rewards).getByText('Reward dollars')).toBeVisible();
      expect(within(rewards).getByText(/^\$\d+\.\d{2}$/)).toBeVisible();
    });

    it.each(['default', 'catering'] as const)(
      'counts as rewards ready to use the offers /offers lists on the %s channel (SPEC §5)',
      async (channel) => {
        // The route's frame re-derives the channel from this test page's address: the two parts alone.
        usePreferencesStore.setState({ channel });
        renderWithProviders(
          <>
            <MemberOffers />
            <LoyaltySummary memberId={DEMO_MEMBER.id} />
          </>,
        );

        const offers = await screen.findByRole('region', { name: 'Your offers' });
        const listed = (await within(offers).findAllByRole('listitem')).length;
        const rewards = screen.getByRole('region', { name: 'Your rewards' });
        const figure = (await within(rewards).findByText('Rewards ready to use')).nextElementSibling;
        expect(listed).toBeGreaterThan(0);
        expect(figure).toHaveTextContent(new RegExp(`^${listed}$`));
      },
    );

    it('lists the last three orders, and Reorder makes one the cart at its restaurant', async () => {
      renderRoute('/account');

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
      renderRoute('/account');

      const recent = await screen.findByRole('region', { name: 'Recent orders' });
      expect(await within(recent).findByText('The kitchen is offline.')).toBeVisible();
      expect(within(recent).getByText('Please try again soon.')).toBeVisible();
    });
  });
});
