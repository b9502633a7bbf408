import type { ApiError } from '../../api/api-error';
import type { ContentCard } from '../../api/generated/model';

/** A content card as every part of the site sees it, whichever service delivered it. */
export type EngagementCard = ContentCard;

export type FeedType = EngagementCard['extras']['feed_type'];

/** The site a card or an in-app message may be tagged for (SPEC §4); the web shows regular or catering. */
export type EngagementSite = 'regular' | 'catering';

/** A button of an in-app message: its label and where it leads, if anywhere (it closes the message). */
export interface EngagementInAppMessageButton {
  text: string;
  /** The address the service gave (a site path or an https address, unchecked). */
  url: string | undefined;
}

/**
 * An in-app message (SPEC §4) as the site shows it, in its own dialog: text, an optional image and
 * buttons. The service's own display (inline styles, fonts) would break the site's CSP.
 */
export interface EngagementInAppMessage {
  /** The adapter's name for this showing, for the logs. */
  id: string;
  /** The heading; a slide-up message has none. */
  header: string;
  message: string;
  imageUrl: string | undefined;
  /** The image's text alternative, empty when the service gives none (the image is decoration). */
  imageAlt: string;
  /** Where a click on the message itself leads, for a message without buttons. */
  url: string | undefined;
  buttons: readonly EngagementInAppMessageButton[];
}

/**
 * The one way into the customer-engagement service (SPEC §4 content cards, §7 custom events). The
 * Braze adapter (`braze-adapter.ts`) drives `@braze/web-sdk` when the build has a key; the stand-in
 * (`stand-in-adapter.ts`) reads and logs through the contract's engagement calls otherwise. Like the
 * SDK it keeps the viewer's cards and tells subscribers when they change. Nothing here ever throws:
 * engagement must not break ordering.
 */
export interface EngagementAdapter {
  /**
   * The language the site shows (a BCP 47 tag): cards written in several languages come in this one
   * from now on, fetched anew when it changes.
   */
  setLanguage(language: string): void;
  /** The viewer's cards as last received, or `undefined` before the first answer. */
  cards(): readonly EngagementCard[] | undefined;
  /** Calls `listener` after every change of `cards()`; answers the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /**
   * Why the last reading of the viewer's cards failed (shown as SPEC §8 says), or `undefined` when
   * it worked or is under way; `cards()` is then empty. The same error until it changes, and
   * `subscribe` hears of each change.
   */
  loadError(): ApiError | undefined;
  /** Reads the viewer's cards again, after a failure. */
  reload(): void;
  /** Whose cards: the signed-in member's id, or `undefined` for a guest. A new viewer fetches anew. */
  identify(memberId: number | undefined): void;
  /** The cards were shown: they are viewed from now on. */
  logImpressions(cardIds: readonly string[]): void;
  logClick(cardId: string): void;
  /** The viewer dismissed the card: it leaves `cards()` at once. */
  dismiss(cardId: string): void;
  logCustomEvent(name: string, properties: Record<string, unknown>): void;
  setUserAttribute(name: string, value: Record<string, unknown>): void;
  /**
   * Hands `listener` the service's in-app messages tagged for `site` (or untagged), each once, for
   * the site to show; answers the unsubscribe. Dismissals are not logged: the SDK has no such call.
   */
  subscribeToInAppMessages(
    site: EngagementSite,
    listener: (message: EngagementInAppMessage) => void,
  ): () => void;
  /** The message was shown. */
  logInAppMessageImpression(messageId: string): void;
  /** The viewer followed the message, or its button at `buttonIndex`. */
  logInAppMessageClick(messageId: string, buttonIndex?: number): void;
}

/** Keeps a value and the listeners that follow it: the cache both adapters share. */
export function createCardStore() {
  let cards: readonly EngagementCard[] | undefined;
  const listeners = new Set<() => void>();
  return {
    get: () => cards,
    set(next: readonly EngagementCard[] | undefined) {
      cards = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
