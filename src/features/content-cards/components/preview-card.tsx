import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { EngagementCard } from '../../../lib/engagement';
import { previewMessages } from '../preview-messages';
import * as styles from './messaging-preview.css';

/** A card as the preview shows it: its picture, words, where it leads and until when. */
export function PreviewCard({ card }: { card: EngagementCard }) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      {card.image && (
        <img className={styles.cardImage} src={card.image} alt="" width={80} height={80} loading="lazy" />
      )}
      <div className={styles.cardBody}>
        <h4 id={titleId} className={styles.cardTitle}>
          {card.title}
        </h4>
        {card.description && <p className={styles.text}>{card.description}</p>}
        {card.url && (
          <p className={styles.detail}>{intl.formatMessage(previewMessages.leadsTo, { url: card.url })}</p>
        )}
        {card.expires && (
          <p className={styles.detail}>
            {intl.formatMessage(previewMessages.expires, {
              date: intl.formatDate(card.expires, { dateStyle: 'medium' }),
            })}
          </p>
        )}
      </div>
    </article>
  );
}
