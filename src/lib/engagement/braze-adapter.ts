import type { BrazeConfig } from './engagement-config';
import { createBrazeInAppMessages } from './braze-in-app-messages';
import { quietly, type BrazeCard, type BrazeSdk } from './braze-sdk';
import {
  createCardStore,
  type EngagementAdapter,
  type EngagementCard,
  type FeedType,
} from './engagement-adapter';

const FEED_TYPES: readonly FeedType[] = ['homepage_carousel', 'top_alert', 'offer_screen_message', 'inbox'];
const CHANNELS = ['catering', 'regular', 'app'] as const;

const isFeedType = (value: unknown): value is FeedType => FEED_TYPES.includes(value as FeedType);
const isChannel = (value: unknown): value is (typeof CHANNELS)[number] =>
  CHANNELS.includes(value as (typeof CHANNELS)[number]);

/** A Braze card in the site's card shape; `undefined` for control cards and cards without a known feed. */
export function toEngagementCard(card: BrazeCard): EngagementCard | undefined {
  const feedType = card.extras?.feed_type;
  if (!card.id || !isFeedType(feedType)) return undefined;
  const channel = card.extras?.channel;
  return {
    id: card.id,
    title: card.title ?? '',
    description: card.description ?? '',
    image: card.imageUrl || null,
    url: card.url || null,
    extras: isChannel(channel) ? { feed_type: feedType, channel } : { feed_type: feedType },
    viewed: card.viewed,
    created: (card.created ?? new Date(0)).toISOString(),
    expires: card.expiresAt ? card.expiresAt.toISOString() : null,
  };
}

/**
 * The engagement adapter over Braze's web SDK: the SDK owns the cards (its cache and its updates);
 * this adapter maps them to the site's card shape and logs against the SDK's own card objects.
 * In-app messages are handed to the site to show (`braze-in-app-messages.ts`).
 */
export function createBrazeAdapter(sdk: BrazeSdk): EngagementAdapter {
  const store = createCardStore();
  const inAppMessages = createBrazeInAppMessages(sdk);
  let brazeCards: BrazeCard[] = [];
  let memberId: number | undefined;
  let language: string | undefined;

  const receive = (cards: BrazeCard[]) => {
    brazeCards = cards;
    store.set(cards.flatMap((card) => toEngagementCard(card) ?? []));
  };
  const byIds = (ids: readonly string[]) => brazeCards.filter((card) => card.id && ids.includes(card.id));

  quietly(() => sdk.subscribeToContentCardsUpdates((update) => receive(update.cards)));
  quietly(() => receive(sdk.getCachedContentCards()?.cards ?? []));

  return {
    cards: store.get,
    subscribe: store.subscribe,
    // The SDK answers from its cache and refreshes on its own: it reports no failure to show.
    loadError: () => undefined,
    reload: () => quietly(() => sdk.requestContentCardsRefresh()),
    // Braze picks each multi-language card's version by the user's language, which it names by
    // its ISO 639-1 code ("es", not the site's "en-US").
    setLanguage(next) {
      if (next === language) return;
      language = next;
      quietly(() => sdk.getUser()?.setLanguage(new Intl.Locale(next).language));
      quietly(() => sdk.requestContentCardsRefresh());
    },
    identify(next) {
      // Braze keeps its user across visits; a guest after sign-out stays the last member's device.
      if (next === undefined || next === memberId) return;
      memberId = next;
      quietly(() => sdk.changeUser(String(next)));
      quietly(() => sdk.requestContentCardsRefresh());
    },
    logImpressions(cardIds) {
      const cards = byIds(cardIds).filter((card) => !card.viewed);
      if (cards.length === 0) return;
      quietly(() => sdk.logContentCardImpressions(cards));
      // The SDK marks them viewed in its cache; the site's copy follows at once.
      const ids = new Set(cards.map((card) => card.id));
      store.set(store.get()?.map((card) => (ids.has(card.id) ? { ...card, viewed: true } : card)));
    },
    logClick(cardId) {
      for (const card of byIds([cardId])) quietly(() => sdk.logContentCardClick(card));
    },
    dismiss(cardId) {
      for (const card of byIds([cardId])) quietly(() => sdk.logCardDismissal(card));
      brazeCards = brazeCards.filter((card) => card.id !== cardId);
      store.set(store.get()?.filter((card) => card.id !== cardId));
    },
    logCustomEvent: (name, properties) => quietly(() => sdk.logCustomEvent(name, properties)),
    setUserAttribute: (name, value) => quietly(() => sdk.getUser()?.setCustomUserAttribute(name, value)),
    ...inAppMessages,
  };
}

/** Loads the SDK (its own chunk, only for a build with a key), starts it and opens the session. */
export async function loadBrazeAdapter(config: BrazeConfig): Promise<EngagementAdapter> {
  // The narrow view of braze-sdk.ts: the cards handed back to the SDK are always its own objects,
  // so its stricter `Card` class parameters hold.
  const sdk = (await import('@braze/web-sdk')) as unknown as BrazeSdk;
  sdk.initialize(config.apiKey, { baseUrl: config.endpoint, doNotLoadFontAwesome: true });
  // Subscribed before the session opens: a session-start in-app message arrives with it.
  const adapter = createBrazeAdapter(sdk);
  sdk.openSession();
  return adapter;
}
