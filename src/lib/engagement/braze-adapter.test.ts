import { createBrazeAdapter, toEngagementCard } from './braze-adapter';
import type { BrazeCard, BrazeInAppMessage, BrazeSdk } from './braze-sdk';

const brazeCard = (id: string, extras: Record<string, unknown>, viewed = false): BrazeCard => ({
  id,
  viewed,
  title: `Title ${id}`,
  description: `Text ${id}`,
  imageUrl: 'https://cdn.example/card.png',
  url: '/menu',
  extras,
  created: new Date('2026-01-02T00:00:00Z'),
  expiresAt: null,
});

/** A stand-in for `@braze/web-sdk`: its cache, its update subscription and spies on every log. */
function fakeSdk(cards: BrazeCard[]) {
  let onCards: ((update: { cards: BrazeCard[] }) => void) | undefined;
  let onMessage: ((message: BrazeInAppMessage) => void) | undefined;
  const sdk = {
    initialize: vi.fn(() => true),
    openSession: vi.fn(),
    changeUser: vi.fn(),
    getCachedContentCards: vi.fn(() => ({ cards })),
    subscribeToContentCardsUpdates: vi.fn((listener: typeof onCards) => {
      onCards = listener;
      return 'cards-subscription';
    }),
    requestContentCardsRefresh: vi.fn(),
    logContentCardImpressions: vi.fn(() => true),
    logContentCardClick: vi.fn(() => true),
    logCardDismissal: vi.fn(() => true),
    logCustomEvent: vi.fn(() => true),
    getUser: vi.fn(() => ({ setCustomUserAttribute: setAttribute })),
    subscribeToInAppMessage: vi.fn((listener: typeof onMessage) => {
      onMessage = listener;
      return 'message-subscription';
    }),
    showInAppMessage: vi.fn((_message: BrazeInAppMessage) => true),
    removeSubscription: vi.fn(),
  } satisfies BrazeSdk;
  const setAttribute = vi.fn(() => true);
  return {
    sdk,
    setAttribute,
    push: (next: BrazeCard[]) => onCards?.({ cards: next }),
    message: (message: BrazeInAppMessage) => onMessage?.(message),
  };
}

describe('the Braze engagement adapter (with a key)', () => {
  it("reads the SDK's cards in the site's shape, leaving out cards with no known feed", () => {
    const { sdk, push } = fakeSdk([
      brazeCard('inbox', { feed_type: 'inbox', channel: 'regular' }),
      brazeCard('control', {}),
    ]);
    const adapter = createBrazeAdapter(sdk);
    expect(adapter.cards()).toEqual([
      {
        id: 'inbox',
        title: 'Title inbox',
        description: 'Text inbox',
        image: 'https://cdn.example/card.png',
        url: '/menu',
        extras: { feed_type: 'inbox', channel: 'regular' },
        viewed: false,
        created: '2026-01-02T00:00:00.000Z',
        expires: null,
      },
    ]);

    const listener = vi.fn();
    adapter.subscribe(listener);
    push([brazeCard('alert', { feed_type: 'top_alert', channel: 'somewhere' })]);
    expect(listener).toHaveBeenCalled();
    expect(adapter.cards()?.map((card) => card.extras)).toEqual([{ feed_type: 'top_alert' }]);
  });

  it('changes the user for a member and asks for their cards', () => {
    const { sdk } = fakeSdk([]);
    const adapter = createBrazeAdapter(sdk);
    adapter.identify(undefined);
    adapter.identify(42);
    adapter.identify(42);
    expect(sdk.changeUser).toHaveBeenCalledTimes(1);
    expect(sdk.changeUser).toHaveBeenCalledWith('42');
    expect(sdk.requestContentCardsRefresh).toHaveBeenCalledTimes(1);
  });

  it("logs impressions, clicks and dismissals against the SDK's own cards", () => {
    const cards = [brazeCard('a', { feed_type: 'inbox' }), brazeCard('b', { feed_type: 'inbox' }, true)];
    const { sdk } = fakeSdk(cards);
    const adapter = createBrazeAdapter(sdk);

    adapter.logImpressions(['a', 'b']);
    adapter.logClick('b');
    adapter.dismiss('a');

    expect(sdk.logContentCardImpressions).toHaveBeenCalledWith([cards[0]]);
    expect(sdk.logContentCardClick).toHaveBeenCalledWith(cards[1]);
    expect(sdk.logCardDismissal).toHaveBeenCalledWith(cards[0]);
    expect(adapter.cards()?.map((card) => [card.id, card.viewed])).toEqual([['b', true]]);
  });

  it("sends SPEC §7's custom event and attribute through the SDK", () => {
    const { sdk, setAttribute } = fakeSdk([]);
    const adapter = createBrazeAdapter(sdk);
    adapter.logCustomEvent('Add_Product_To_Cart', { Product: 'Biscuit' });
    adapter.setUserAttribute('Recent_Location', { id: 1, menu_id: 100 });
    expect(sdk.logCustomEvent).toHaveBeenCalledWith('Add_Product_To_Cart', { Product: 'Biscuit' });
    expect(setAttribute).toHaveBeenCalledWith('Recent_Location', { id: 1, menu_id: 100 });
  });

  it('shows only the in-app messages tagged for this site (or untagged)', () => {
    const { sdk, message } = fakeSdk([]);
    const unfollow = createBrazeAdapter(sdk).followInAppMessages('catering');
    message({ extras: { channel: 'regular' } });
    message({ extras: { channel: 'app' } });
    message({ extras: { channel: 'catering' } });
    message({});
    expect(sdk.showInAppMessage.mock.calls.map((call) => (call as unknown[])[0])).toEqual([
      { extras: { channel: 'catering' } },
      {},
    ]);
    unfollow();
    expect(sdk.removeSubscription).toHaveBeenCalledWith('message-subscription');
  });

  it('never throws when the SDK does', () => {
    const { sdk } = fakeSdk([brazeCard('a', { feed_type: 'inbox' })]);
    sdk.logCustomEvent.mockImplementation(() => {
      throw new Error('blocked');
    });
    sdk.logCardDismissal.mockImplementation(() => {
      throw new Error('blocked');
    });
    const adapter = createBrazeAdapter(sdk);
    expect(() => adapter.logCustomEvent('Add_Product_To_Cart', {})).not.toThrow();
    expect(() => adapter.dismiss('a')).not.toThrow();
  });

  it('maps a card without an id to nothing', () => {
    expect(toEngagementCard({ viewed: false, extras: { feed_type: 'inbox' } })).toBeUndefined();
  });
});
