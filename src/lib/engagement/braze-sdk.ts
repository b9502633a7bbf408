/**
 * The part of `@braze/web-sdk` (6.x) the Braze adapter uses, as its documentation describes it:
 * content cards (`getCachedContentCards`, `subscribeToContentCardsUpdates`,
 * `requestContentCardsRefresh`, `logContentCardImpressions`, `logContentCardClick`, `logCardDismissal`),
 * users and sessions (`changeUser`, `openSession`, `getUser`), custom events and in-app messages
 * (received and logged here, shown by the site: never `showInAppMessage`, whose UI breaks the CSP).
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

/** A button of a modal or full-screen message (`InAppMessageButton`). */
export interface BrazeInAppMessageButton {
  text: string;
  /** `'URI'` when the button leads to `uri`, `'NONE'` when it only closes the message. */
  clickAction: string;
  uri?: string;
}

/**
 * What `subscribeToInAppMessage` hands over: an `InAppMessage` subclass or a `ControlMessage`
 * (`isControl`, the control group of a test: nothing to show). Fields beyond `extras` are those of
 * `ModalMessage`, `FullScreenMessage` and `SlideUpMessage` (a slide-up has no header or buttons).
 */
export interface BrazeInAppMessage {
  isControl: boolean;
  extras?: Record<string, unknown>;
  message?: string;
  header?: string;
  imageUrl?: string;
  altImageText?: string;
  clickAction?: string;
  uri?: string;
  buttons?: BrazeInAppMessageButton[];
}

/** One of the SDK's in-app message classes, for `instanceof`. */
type BrazeInAppMessageClass = abstract new (...args: never[]) => BrazeInAppMessage;

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
    | {
        setCustomUserAttribute: (key: string, value: Record<string, unknown>) => boolean;
        setLanguage: (language: string) => boolean;
      }
    | undefined;
  subscribeToInAppMessage: (listener: (message: BrazeInAppMessage) => void) => string | undefined;
  logInAppMessageImpression: (message: BrazeInAppMessage) => boolean;
  logInAppMessageClick: (message: BrazeInAppMessage) => boolean;
  logInAppMessageButtonClick: (button: BrazeInAppMessageButton, message: BrazeInAppMessage) => boolean;
  ModalMessage: BrazeInAppMessageClass;
  FullScreenMessage: BrazeInAppMessageClass;
  SlideUpMessage: BrazeInAppMessageClass;
  removeSubscription: (id: string) => void;
}

/** Fails to compile when a method named above is not one of the installed SDK's exports. */
export type BrazeSdkExports = Pick<typeof import('@braze/web-sdk'), keyof BrazeSdk>;

/** Runs an SDK call; engagement never breaks the page. */
export function quietly(call: () => unknown): void {
  try {
    call();
  } catch {
    // The SDK refused (blocked, not initialised): nothing to do.
  }
}
