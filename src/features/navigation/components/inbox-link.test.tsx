import { act, cleanup, screen } from '@testing-library/react';
import { usePreferencesStore, useSessionStore } from '../../../stores';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { InboxLink } from './inbox-link';

/** The engagement SDK's content-card cache, as `window.braze` exposes it, with a way to push an update. */
function installContentCards(cards: object[]) {
  let listener: (() => void) | undefined;
  const sdk = {
    cards,
    getCachedContentCards: () => ({ cards: sdk.cards }),
    subscribeToContentCardsUpdates: (next: () => void) => {
      listener = next;
      return 'subscription-1';
    },
    removeSubscription: vi.fn(),
    push(next: object[]) {
      sdk.cards = next;
      listener?.();
    },
  };
  Object.assign(window, { braze: sdk });
  return sdk;
}

const card = (id: string, extras: object, viewed = false) => ({ id, viewed, extras });

describe('InboxLink', () => {
  beforeEach(() => {
    useSessionStore.getState().signIn({ access: 'token', memberId: 1, provider: 'ordering' });
  });
  afterEach(() => {
    Reflect.deleteProperty(window, 'braze');
  });

  it('counts the unread inbox cards of this site (unread = not viewed)', () => {
    installContentCards([
      card('a', { feed_type: 'inbox', channel: 'regular' }),
      card('b', { feed_type: 'inbox' }),
      card('c', { feed_type: 'inbox', channel: 'regular' }, true),
      card('d', { feed_type: 'inbox', channel: 'catering' }),
      card('e', { feed_type: 'homepage_carousel', channel: 'regular' }),
    ]);
    renderWithProviders(<InboxLink />);

    expect(screen.getByRole('link', { name: 'Inbox 2 unread messages' })).toHaveAttribute(
      'href',
      '/account/inbox',
    );
  });

  it("counts catering's cards on catering", () => {
    usePreferencesStore.setState({ channel: 'catering' });
    installContentCards([
      card('a', { feed_type: 'inbox', channel: 'regular' }),
      card('d', { feed_type: 'inbox', channel: 'catering' }),
    ]);
    renderWithProviders(<InboxLink />);

    expect(screen.getByRole('link', { name: 'Inbox 1 unread message' })).toBeInTheDocument();
  });

  it('follows the SDK when new cards arrive', () => {
    const sdk = installContentCards([]);
    renderWithProviders(<InboxLink />);
    expect(screen.getByRole('link', { name: 'Inbox' })).toBeInTheDocument();

    act(() => sdk.push([card('a', { feed_type: 'inbox' })]));

    expect(screen.getByRole('link', { name: 'Inbox 1 unread message' })).toBeInTheDocument();
  });

  it('shows the icon without a count when the page has no engagement SDK', () => {
    renderWithProviders(<InboxLink />);

    expect(screen.getByRole('link', { name: 'Inbox' })).toBeInTheDocument();
  });

  it('is not there for guests, nor on the inbox page', () => {
    renderWithProviders(<InboxLink />, { path: '/account/inbox' });
    expect(screen.queryByRole('link', { name: /Inbox/ })).not.toBeInTheDocument();

    cleanup();
    useSessionStore.getState().signOut();
    renderWithProviders(<InboxLink />, { path: '/' });
    expect(screen.queryByRole('link', { name: /Inbox/ })).not.toBeInTheDocument();
  });
});
