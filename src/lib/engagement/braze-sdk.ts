/**
 * The part of `@braze/web-sdk` (6.x) the Braze adapter uses, as its documentation describes it:
 * content cards (`getCachedContentCards`, `subscribeToContentCardsUpdates`,
 * `requestContentCardsRefresh`, `logContentCardImpressions`, `logContentCardClick`, `logCardDismissal`),
 * users and sessions (`changeUser`, `openSession`, `getUser`), custom events and in-app messages.
 */
export interface BrazeCard {
  id?: string;
  viewed: boolean;
  title?: string;
  description?: string;
  imageUrl?: string;
  url?: string;
  extras?: Record<string, unknown>;
  created?: Date | null;
  expiresAt?: Date | null;
}

export interface BrazeInAppMessage {
  extras?: Record<string, unknown>;
}

export interface BrazeSdk {
  initialize: (apiKey: string, options: { baseUrl: string; doNotLoadFontAwesome?: boolean }) => boolean;
  openSession: () => void;
  changeUser: (userId: string) => void;
  getCachedContentCards: () => { cards: BrazeCard[] } | undefined;
  subscribeToContentCardsUpdates: (listener: (update: { cards: BrazeCard[] }) => void) => string | undefined;
  requestContentCardsRefresh: () => void;
  logContentCardImpressions: (cards: BrazeCard[]) => boolean;
  logContentCardClick: (card: BrazeCard) => boolean;
  logCardDismissal: (card: BrazeCard) => boolean;
  logCustomEvent: (name: string, properties?: Record<string, unknown>) => boolean;
  getUser: () =>
    { setCustomUserAttribute: (key: string, value: Record<string, unknown>) => boolean } | undefined;
  subscribeToInAppMessage: (listener: (message: BrazeInAppMessage) => void) => string | undefined;
  showInAppMessage: (message: BrazeInAppMessage) => boolean;
  removeSubscription: (id: string) => void;
}

/** Fails to compile when a method named above is not one of the installed SDK's exports. */
export type BrazeSdkExports = Pick<typeof import('@braze/web-sdk'), keyof BrazeSdk>;
