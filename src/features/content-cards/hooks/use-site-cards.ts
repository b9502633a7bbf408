import { useMemo } from 'react';
import { cardsOfFeed, useContentCards, type EngagementCard, type FeedType } from '../../../lib/engagement';
import { selectMemberId, selectEngagementSite, usePreferencesStore, useSessionStore } from '../../../stores';

/**
 * The viewer's cards of one group (SPEC §4), tagged for this site: the catering channel shows
 * catering's, the regular site the regular ones, both the untagged ones.
 */
export function useSiteCards(feed: FeedType, enabled = true) {
  const memberId = useSessionStore(selectMemberId);
  const site = usePreferencesStore(selectEngagementSite);
  const content = useContentCards(memberId, enabled);
  const cards: EngagementCard[] | undefined = useMemo(
    () => (content.cards ? cardsOfFeed(content.cards, feed, site) : undefined),
    [content.cards, feed, site],
  );
  return { ...content, cards, site };
}
