import { act, cleanup, screen } from '@testing-library/react';
import { mockBackend } from '../../../../mocks/node';
import { DEMO_MEMBER } from '../../../../mocks/seed/constants';
import { loadEngagement } from '../../../lib/engagement';
import { usePreferencesStore, useSessionStore } from '../../../stores';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { signInDemoMember } from '../../../testing/signed-in-member';
import { InboxLink } from './inbox-link';

/** The demo member's seeded inbox cards: the regular site and catering each have one unread. */
async function addInboxCard(id: string, channel: 'regular' | 'catering' | undefined, viewed = false) {
  await mockBackend.db.contentCards.create({
    id,
    title: `Card ${id}`,
    extras: channel ? { feed_type: 'inbox', channel } : { feed_type: 'inbox' },
    viewed,
    created: '2026-01-01T00:00:00.000Z',
    expires: null,
    member_id: DEMO_MEMBER.id,
  });
}

describe('InboxLink', () => {
  beforeEach(() => signInDemoMember());
  afterAll(() => mockBackend.reset());

  it('counts the unread inbox cards of this site, untagged ones too (unread = not viewed)', async () => {
    await addInboxCard('untagged', undefined);
    await addInboxCard('regular-read', 'regular', true);
    renderWithProviders(<InboxLink />);

    expect(await screen.findByRole('link', { name: 'Inbox 2 unread messages' })).toHaveAttribute(
      'href',
      '/account/inbox',
    );
  });

  it("counts catering's cards on catering", async () => {
    usePreferencesStore.setState({ channel: 'catering' });
    await addInboxCard('catering-2', 'catering');
    renderWithProviders(<InboxLink />);

    expect(await screen.findByRole('link', { name: 'Inbox 2 unread messages' })).toBeInTheDocument();
  });

  it('drops the count when a card is read', async () => {
    renderWithProviders(<InboxLink />);
    await screen.findByRole('link', { name: 'Inbox 1 unread message' });

    const adapter = await loadEngagement();
    act(() => adapter.logImpressions(['card-regular-inbox-tea']));

    expect(screen.getByRole('link', { name: 'Inbox' })).toBeInTheDocument();
  });

  it('is not there for guests, nor on the inbox page', async () => {
    renderWithProviders(<InboxLink />, { path: '/account/inbox' });
    expect(screen.queryByRole('link', { name: /Inbox/ })).not.toBeInTheDocument();

    cleanup();
    useSessionStore.getState().signOut();
    renderWithProviders(<InboxLink />, { path: '/' });
    expect(screen.queryByRole('link', { name: /Inbox/ })).not.toBeInTheDocument();
  });
});
