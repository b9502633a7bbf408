/**
 * The engagement adapter (SPEC §4 content cards, §7 custom events): the one way into the
 * customer-engagement service. This entry is small, so that any page may import it; the adapter,
 * the generated calls it makes and Braze's SDK load on first use, in chunks of their own.
 */
export type {
  EngagementAdapter,
  EngagementCard,
  EngagementInAppMessage,
  EngagementInAppMessageButton,
  EngagementSite,
  FeedType,
} from './engagement-adapter';
export { cardsOfFeed, isForSite, unreadInboxCount } from './content-card-rules';
export {
  logAddProductToCart,
  setRecentLocation,
  type AddProductToCart,
  type EngagementChannel,
} from './custom-events';
export { loadEngagement, resetEngagement } from './load-engagement';
export { useContentCards, type ContentCards } from './use-content-cards';
