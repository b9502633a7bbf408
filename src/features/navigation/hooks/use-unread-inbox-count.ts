import { useEffect, useState } from 'react';
import { usePreferencesStore } from '../../../stores';

/**
 * The inbox cards come from the customer-engagement SDK (a Braze-style `window.braze`), not from
 * our API (openapi/schemas/content-card.yaml). Unread = not viewed, in the inbox feed, tagged for
 * this site (untagged cards count on both sites). No SDK on the page: 0, and the icon shows no count.
 */
interface ContentCardLike {
  viewed?: boolean;
  extras?: { feed_type?: string; channel?: string };
}

interface ContentCardsSdk {
  getCachedContentCards: () => { cards?: unknown } | undefined;
  subscribeToContentCardsUpdates: (listener: () => void) => string | undefined;
  removeSubscription: (id: string) => void;
}

function contentCardsSdk(): ContentCardsSdk | undefined {
  const sdk = (globalThis as { braze?: Partial<ContentCardsSdk> }).braze;
  if (
    typeof sdk?.getCachedContentCards === 'function' &&
    typeof sdk.subscribeToContentCardsUpdates === 'function' &&
    typeof sdk.removeSubscription === 'function'
  ) {
    return sdk as ContentCardsSdk;
  }
  return undefined;
}

export function countUnreadInboxCards(cards: unknown, siteChannel: 'regular' | 'catering'): number {
  if (!Array.isArray(cards)) return 0;
  return cards.filter((value: unknown) => {
    if (typeof value !== 'object' || value === null) return false;
    const card = value as ContentCardLike;
    const channel = card.extras?.channel;
    return (
      card.viewed !== true &&
      card.extras?.feed_type === 'inbox' &&
      (channel === undefined || channel === siteChannel)
    );
  }).length;
}

function readUnread(siteChannel: 'regular' | 'catering'): number {
  try {
    return countUnreadInboxCards(contentCardsSdk()?.getCachedContentCards()?.cards, siteChannel);
  } catch {
    return 0;
  }
}

export function useUnreadInboxCount(): number {
  const siteChannel = usePreferencesStore((state) => (state.channel === 'catering' ? 'catering' : 'regular'));
  // The SDK owns the cards; an update only asks for a re-render, and the count is read from its cache.
  const [, setUpdates] = useState(0);
  useEffect(() => {
    const sdk = contentCardsSdk();
    if (!sdk) return undefined;
    let subscription: string | undefined;
    try {
      subscription = sdk.subscribeToContentCardsUpdates(() => setUpdates((updates) => updates + 1));
    } catch {
      return undefined;
    }
    return () => {
      if (subscription !== undefined) sdk.removeSubscription(subscription);
    };
  }, []);
  return readUnread(siteChannel);
}
