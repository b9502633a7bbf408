import { createBrazeAdapter, toEngagementCard } from './braze-adapter';
import type { BrazeCard, BrazeInAppMessage, BrazeInAppMessageButton, BrazeSdk } from './braze-sdk';
import type { EngagementInAppMessage } from './engagement-adapter';

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

/** Stand-ins for the SDK's message classes: the adapter tells the kinds apart by class, as the SDK documents. */
class FakeInAppMessage implements BrazeInAppMessage {
  readonly isControl: boolean = false;
  constructor(fields: Partial<BrazeInAppMessage> = {}) {
    Object.assign(this, fields);
  }
}
class ModalMessage extends FakeInAppMessage {}
class FullScreenMessage extends FakeInAppMessage {}
class SlideUpMessage extends FakeInAppMessage {}
class HtmlMessage extends FakeInAppMessage {}
class ControlMessage extends FakeInAppMessage {
  override readonly isControl = true;
}

const goButton: BrazeInAppMessageButton = { text: 'Order now', clickAction: 'URI', uri: '/menu' };
const laterButton: BrazeInAppMessageButton = { text: 'Later', clickAction: 'NONE' };
const modal = (channel: string | undefined, header = `For ${channel ?? 'everyone'}`) =>
  new ModalMessage({
    header,
    message: 'Biscuits are back.',
    imageUrl: 'https://cdn.example/biscuit.png',
    buttons: [laterButton, goButton],
    extras: channel === undefined ? {} : { channel },
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
    getUser: vi.fn(() => ({ setCustomUserAttribute: setAttribute, setLanguage })),
    subscribeToInAppMessage: vi.fn((listener: typeof onMessage) => {
      onMessage = listener;
      return 'message-subscription';
    }),
    logInAppMessageImpression: vi.fn((_message: BrazeInAppMessage) => true),
    logInAppMessageClick: vi.fn((_message: BrazeInAppMessage) => true),
    logInAppMessageButtonClick: vi.fn(
      (_button: BrazeInAppMessageButton, _message: BrazeInAppMessage) => true,
    ),
    ModalMessage,
    FullScreenMessage,
    SlideUpMessage,
    removeSubscription: vi.fn(),
  } satisfies BrazeSdk;
  const setAttribute = vi.fn(() => true);
  const setLanguage = vi.fn((_language: string) => true);
  return {
    sdk,
    setAttribute,
    setLanguage,
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

  it("tells Braze the site's language by its ISO 639-1 code, so multi-language cards come in it", () => {
    const { sdk, setLanguage } = fakeSdk([]);
    const adapter = createBrazeAdapter(sdk);
    adapter.setLanguage('es');
    adapter.setLanguage('es');
    expect(setLanguage.mock.calls).toEqual([['es']]);
    expect(sdk.requestContentCardsRefresh).toHaveBeenCalledTimes(1);
    adapter.setLanguage('en-US');
    expect(setLanguage).toHaveBeenLastCalledWith('en');
    expect(sdk.requestContentCardsRefresh).toHaveBeenCalledTimes(2);
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

  it('hands over only the in-app messages tagged for this site (or untagged), in its shape', () => {
    const { sdk, message } = fakeSdk([]);
    const received: EngagementInAppMessage[] = [];
    const unsubscribe = createBrazeAdapter(sdk).subscribeToInAppMessages('catering', (m) => received.push(m));

    message(modal('regular'));
    message(modal('app'));
    message(modal('catering'));
    message(new SlideUpMessage({ message: 'Free delivery today', clickAction: 'URI', uri: '/offers' }));

    expect(received).toEqual([
      {
        id: expect.any(String),
        header: 'For catering',
        message: 'Biscuits are back.',
        imageUrl: 'https://cdn.example/biscuit.png',
        imageAlt: '',
        url: undefined,
        buttons: [
          { text: 'Later', url: undefined },
          { text: 'Order now', url: '/menu' },
        ],
      },
      expect.objectContaining({ header: '', message: 'Free delivery today', url: '/offers', buttons: [] }),
    ]);
    unsubscribe();
    message(modal('catering'));
    expect(received).toHaveLength(2);
  });

  it('never hands over HTML in-app messages, which carry arbitrary markup and script', () => {
    const { sdk, message } = fakeSdk([]);
    const listener = vi.fn();
    createBrazeAdapter(sdk).subscribeToInAppMessages('regular', listener);

    message(new HtmlMessage({ message: '<script>alert(1)</script>' }));
    message(new FullScreenMessage({ header: 'Catering season' }));

    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith(expect.objectContaining({ header: 'Catering season' }));
  });

  it("logs impressions, clicks and button clicks against the SDK's own message", () => {
    const { sdk, message } = fakeSdk([]);
    const adapter = createBrazeAdapter(sdk);
    const listener = vi.fn<(m: EngagementInAppMessage) => void>();
    adapter.subscribeToInAppMessages('regular', listener);
    const sent = modal(undefined);
    message(sent);
    const id = listener.mock.calls[0]?.[0].id ?? 'none delivered';

    adapter.logInAppMessageImpression(id);
    adapter.logInAppMessageClick(id, 1);
    adapter.logInAppMessageClick(id);
    adapter.logInAppMessageImpression('unknown');

    expect(sdk.logInAppMessageImpression.mock.calls).toEqual([[sent]]);
    expect(sdk.logInAppMessageButtonClick).toHaveBeenCalledWith(goButton, sent);
    expect(sdk.logInAppMessageClick).toHaveBeenCalledWith(sent);
  });

  it('keeps a message that arrives with the session until the site subscribes', () => {
    const { sdk, message } = fakeSdk([]);
    const adapter = createBrazeAdapter(sdk);
    message(modal('catering', 'Session start'));
    message(modal('regular', 'Regular only'));

    const listener = vi.fn();
    adapter.subscribeToInAppMessages('catering', listener);

    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith(expect.objectContaining({ header: 'Session start' }));
  });

  it('logs a control-group message of this site as seen, and shows nothing', () => {
    const { sdk, message } = fakeSdk([]);
    const listener = vi.fn();
    createBrazeAdapter(sdk).subscribeToInAppMessages('regular', listener);
    const control = new ControlMessage({ extras: { channel: 'regular' } });
    message(control);
    message(new ControlMessage({ extras: { channel: 'catering' } }));

    expect(listener).not.toHaveBeenCalled();
    expect(sdk.logInAppMessageImpression.mock.calls).toEqual([[control]]);
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
