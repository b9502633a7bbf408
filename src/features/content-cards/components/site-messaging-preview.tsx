import { useId } from 'react';
import { useIntl, type TypedMessageDescriptor } from 'react-intl';
import {
  cardsOfFeed,
  type EngagementCard,
  type EngagementSite,
  type FeedType,
} from '../../../lib/engagement';
import { previewMessages } from '../preview-messages';
import { InAppMessagePreviews } from './in-app-message-previews';
import { PreviewCard } from './preview-card';
import * as styles from './messaging-preview.css';

/** SPEC §4's groups, in the order a visitor meets them. */
const FEEDS: readonly { feed: FeedType; name: TypedMessageDescriptor }[] = [
  { feed: 'top_alert', name: previewMessages.topAlert },
  { feed: 'homepage_carousel', name: previewMessages.homepageCarousel },
  { feed: 'offer_screen_message', name: previewMessages.offerScreenMessage },
  { feed: 'inbox', name: previewMessages.inbox },
];

const SITE_NAMES = { regular: previewMessages.regularSite, catering: previewMessages.cateringSite } as const;

/** One site's cards, by group as that site shows them (its own and untagged ones), and its in-app messages. */
export function SiteMessagingPreview({
  site,
  cards,
}: {
  site: EngagementSite;
  cards: readonly EngagementCard[];
}) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section className={styles.site} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.siteHeading}>
        {intl.formatMessage(SITE_NAMES[site])}
      </h2>
      {FEEDS.map(({ feed, name }) => {
        const ofFeed = cardsOfFeed(cards, feed, site);
        return (
          <div key={feed} className={styles.group}>
            <h3 className={styles.groupHeading}>{intl.formatMessage(name)}</h3>
            {ofFeed.length === 0 ? (
              <p className={styles.empty}>{intl.formatMessage(previewMessages.noCards)}</p>
            ) : (
              <ul className={styles.list}>
                {ofFeed.map((card) => (
                  <li key={card.id}>
                    <PreviewCard card={card} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      })}
      <div className={styles.group}>
        <h3 className={styles.groupHeading}>{intl.formatMessage(previewMessages.inAppMessages)}</h3>
        <InAppMessagePreviews site={site} />
      </div>
    </section>
  );
}
