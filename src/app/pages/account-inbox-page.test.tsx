import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockBackend } from '../../../mocks/node';
import { DEMO_MEMBER } from '../../../mocks/seed/constants';
import { usePreferencesStore } from '../../stores';
import { InboxList } from '../../features/content-cards/components/inbox-list';
import { renderRoute } from '../../testing/render-route';
import { renderWithProviders } from '../../testing/render-with-providers';
import { signInDemoMember } from '../../testing/signed-in-member';

const inbox = () => screen.findByRole('list', { name: 'Messages' });
const storedCard = (id: string) => mockBackend.db.contentCards.findFirst((q) => q.where({ id }));
/** The mock keeps views and dismissals per viewer, as the engagement service does. */
const DEMO_VIEWER = `member-${DEMO_MEMBER.id}`;

describe('/account/inbox', () => {
  it('sends a guest to sign in, to come back here', async () => {
    const { router } = renderRoute('/account/inbox');
    await waitFor(() => expect(router.path()).toBe('/account/login?redirect=%2Faccount%2Finbox'));
  });

  describe('for the signed-in member', () => {
    beforeEach(() => signInDemoMember());
    afterAll(() => mockBackend.reset());

    it("lists the member's inbox cards of the regular site, newest first, and marks them seen", async () => {
      renderRoute('/account/inbox');

      expect(await screen.findByRole('heading', { level: 1, name: 'Inbox' })).toBeInTheDocument();
      const list = await inbox();
      const titles = within(list)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent);
      expect(titles).toEqual(['Your free Sweet Tea is waitingNew', 'Welcome to the family, Bo!']);
      expect(
        within(list).getByRole('link', { name: 'See more: Your free Sweet Tea is waiting' }),
      ).toHaveAttribute('href', '/account/offers');
      // Catering's and the app's cards, and the other groups, are not in the regular inbox.
      expect(within(list).queryByText('Thanks for catering with us')).not.toBeInTheDocument();
      expect(within(list).queryByText('Planning an event this weekend?')).not.toBeInTheDocument();
      await waitFor(() => expect(storedCard('card-regular-inbox-tea')?.viewed_by).toContain(DEMO_VIEWER));
    });

    it.each(['errors-single-object', 'offline', 'malformed-everything'])(
      'says the cards could not be loaded, never that the inbox is empty, and reads them again on Try again (scenario %s)',
      async (scenario) => {
        vi.spyOn(console, 'warn').mockImplementation(() => undefined);
        mockBackend.useScenario(scenario);
        renderRoute('/account/inbox');

        const problem = await screen.findByRole('alert');
        expect(problem).toHaveTextContent(
          scenario === 'errors-single-object'
            ? 'The ordering service is down.'
            : 'Connection issue. Please try again.',
        );
        expect(screen.queryByText(/Your inbox is empty/)).not.toBeInTheDocument();

        mockBackend.useScenario('default');
        await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

        const list = await inbox();
        expect(within(list).getByText('Your free Sweet Tea is waiting')).toBeVisible();
        expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      },
    );

    it("shows catering's inbox cards on the catering channel", async () => {
      // The route's frame re-derives the channel from this test page's address: the list alone here.
      usePreferencesStore.setState({ channel: 'catering' });
      renderWithProviders(<InboxList />);

      const list = await inbox();
      expect(within(list).getByText('Thanks for catering with us')).toBeVisible();
      expect(within(list).queryByText('Your free Sweet Tea is waiting')).not.toBeInTheDocument();
    });

    it('dismisses a card with its button from the keyboard, moving focus to the next card', async () => {
      renderRoute('/account/inbox');
      const list = await inbox();
      const dismissTea = within(list).getByRole('button', { name: 'Dismiss Your free Sweet Tea is waiting' });

      dismissTea.focus();
      await userEvent.keyboard('{Enter}');

      expect(within(list).queryByText('Your free Sweet Tea is waiting')).not.toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('Message dismissed.');
      expect(within(list).getByRole('button', { name: 'Dismiss Welcome to the family, Bo!' })).toHaveFocus();
      await waitFor(() => expect(storedCard('card-regular-inbox-tea')?.dismissed_by).toContain(DEMO_VIEWER));

      await userEvent.keyboard('{Enter}');
      expect(await screen.findByText(/Your inbox is empty/)).toHaveFocus();
    });
  });
});
