import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import { useContentCards, type EngagementSite } from '../../../lib/engagement';
import { selectMemberId, useSessionStore } from '../../../stores';
import { Spinner } from '../../../ui/spinner/spinner';
import { previewMessages } from '../preview-messages';
import { SiteMessagingPreview } from './site-messaging-preview';
import * as styles from './messaging-preview.css';

const SITES: readonly EngagementSite[] = ['regular', 'catering'];

/**
 * `/messaging/test`: the viewer's content cards and in-app messages on both sites, main and
 * catering, whichever channel this is, for the people who write them to check them. A member sees
 * their inbox cards too. Nothing is logged: the cards stay unread.
 */
export function MessagingPreview({ headingRef }: { headingRef: Ref<HTMLHeadingElement> }) {
  const intl = useIntl();
  const { cards } = useContentCards(useSessionStore(selectMemberId));
  return (
    <div className={styles.root}>
      <h1 ref={headingRef} tabIndex={-1} className={styles.heading}>
        {intl.formatMessage(previewMessages.heading)}
      </h1>
      <p className={styles.text}>{intl.formatMessage(previewMessages.intro)}</p>
      {cards === undefined ? (
        <Spinner label={intl.formatMessage(previewMessages.loading)} />
      ) : (
        <div className={styles.sites}>
          {SITES.map((site) => (
            <SiteMessagingPreview key={site} site={site} cards={cards} />
          ))}
        </div>
      )}
    </div>
  );
}
