import { unreadInboxCount, useContentCards } from '../../../lib/engagement';
import { selectMemberId, selectEngagementSite, usePreferencesStore, useSessionStore } from '../../../stores';

/**
 * SPEC §2: the header's and the mobile menu's inbox count: the member's inbox cards of this site
 * (untagged ones count on both sites) not viewed yet, from the engagement adapter. Guests load
 * nothing; until the cards arrive the count is 0 (the icon shows no number).
 */
export function useUnreadInboxCount(): number {
  const memberId = useSessionStore(selectMemberId);
  const site = usePreferencesStore(selectEngagementSite);
  const { cards } = useContentCards(memberId, memberId !== undefined);
  return unreadInboxCount(cards, site);
}
