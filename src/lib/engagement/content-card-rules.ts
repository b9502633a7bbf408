import type { EngagementCard, EngagementSite, FeedType } from './engagement-adapter';

/**
 * SPEC §4: cards and in-app messages are tagged for catering, the regular site or the app; a site
 * shows those tagged for it and those with no tag.
 */
export const isForSite = (extras: { channel?: unknown } | undefined, site: EngagementSite): boolean =>
  extras?.channel === undefined || extras.channel === null || extras.channel === site;

/** The cards of one group (SPEC §4: inbox, homepage carousel, top alert, offer-screen message) on a site. */
export const cardsOfFeed = (
  cards: readonly EngagementCard[] | undefined,
  feed: FeedType,
  site: EngagementSite,
): EngagementCard[] =>
  (cards ?? []).filter((card) => card.extras.feed_type === feed && isForSite(card.extras, site));

/** The inbox count of the header: inbox cards of this site not viewed yet. */
export const unreadInboxCount = (
  cards: readonly EngagementCard[] | undefined,
  site: EngagementSite,
): number => cardsOfFeed(cards, 'inbox', site).filter((card) => !card.viewed).length;
