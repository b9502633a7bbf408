import {
  dismissEngagementCard,
  listEngagementCards,
  logEngagementEvent,
  markEngagementCardViewed,
} from '../../api/generated/endpoints/engagement/engagement';
import type { EngagementEvent } from '../../api/generated/model';
import { ApiError } from '../../api/api-error';
import { createCardStore, type EngagementAdapter, type EngagementCard } from './engagement-adapter';

/** The contract's engagement stand-in calls the adapter needs (the generated client by default). */
export interface StandInApi {
  listCards: () => Promise<EngagementCard[]>;
  markViewed: (cardId: string) => Promise<unknown>;
  dismiss: (cardId: string) => Promise<unknown>;
  logEvent: (event: EngagementEvent) => Promise<unknown>;
}

const generatedApi: StandInApi = {
  listCards: () => listEngagementCards(),
  markViewed: (cardId) => markEngagementCardViewed(cardId),
  dismiss: (cardId) => dismissEngagementCard(cardId),
  logEvent: (event) => logEngagementEvent(event),
};

const ignore = () => undefined;

/**
 * The engagement adapter of a build without a Braze key: the cards and the logs go through the
 * contract's engagement stand-in (`/api/v1/engagement/…`, served by the mock backend), which knows
 * the viewer from the request's token. A failed call leaves the site without cards, and says why
 * to the inbox (`loadError`), which must not read as empty.
 */
export function createStandInAdapter(api: StandInApi = generatedApi): EngagementAdapter {
  const store = createCardStore();
  let viewer: { memberId: number | undefined } | undefined;
  let fetches = 0;
  let loadError: ApiError | undefined;
  let language: string | undefined;

  const fetchCards = () => {
    const fetch = ++fetches;
    loadError = undefined;
    store.set(undefined);
    const settle = (cards: EngagementCard[], error?: ApiError) => {
      if (fetch !== fetches) return;
      loadError = error;
      store.set(cards);
    };
    api.listCards().then(
      (cards) => settle(cards),
      (error: unknown) => settle([], ApiError.from(error)),
    );
  };

  const change = (update: (cards: readonly EngagementCard[]) => readonly EngagementCard[]) => {
    const cards = store.get();
    if (cards) store.set(update(cards));
  };

  const log = (event: EngagementEvent) => void api.logEvent(event).catch(ignore);

  return {
    cards: store.get,
    subscribe: store.subscribe,
    loadError: () => loadError,
    reload() {
      if (viewer) fetchCards();
    },
    // The stand-in answers in the request's Accept-Language, which the http client sets from the
    // site's language: a new language needs only a new fetch.
    setLanguage(next) {
      if (next === language) return;
      const known = language !== undefined;
      language = next;
      if (known && viewer) {
        store.set(undefined);
        fetchCards();
      }
    },
    identify(memberId) {
      if (viewer && viewer.memberId === memberId) return;
      viewer = { memberId };
      fetchCards();
    },
    logImpressions(cardIds) {
      const unviewed = (store.get() ?? []).filter((card) => cardIds.includes(card.id) && !card.viewed);
      if (unviewed.length === 0) return;
      const ids = new Set(unviewed.map((card) => card.id));
      change((cards) => cards.map((card) => (ids.has(card.id) ? { ...card, viewed: true } : card)));
      for (const id of ids) api.markViewed(id).catch(ignore);
    },
    logClick: (cardId) => log({ kind: 'card_click', name: cardId }),
    dismiss(cardId) {
      change((cards) => cards.filter((card) => card.id !== cardId));
      api.dismiss(cardId).catch(ignore);
    },
    logCustomEvent: (name, properties) => log({ kind: 'custom_event', name, properties }),
    setUserAttribute: (name, value) => log({ kind: 'user_attribute', name, properties: value }),
    // The stand-in has no in-app messages: it delivers none, so there is nothing to log.
    subscribeToInAppMessages: () => ignore,
    logInAppMessageImpression: ignore,
    logInAppMessageClick: ignore,
  };
}
