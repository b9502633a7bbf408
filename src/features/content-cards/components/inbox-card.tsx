import { useId, type Ref } from 'react';
import { useIntl } from 'react-intl';
import type { EngagementCard } from '../../../lib/engagement';
import { langOfText } from '../../../i18n/text-lang';
import { Button } from '../../../ui/button/button';
import { messages } from '../messages';
import { CardLink } from './card-link';
import * as styles from './content-cards.css';

/** One message of the inbox: picture, title, text, its link and a Dismiss button. */
export function InboxCard({
  card,
  isNew,
  onFollow,
  onDismiss,
  dismissRef,
}: {
  card: EngagementCard;
  isNew: boolean;
  onFollow: () => void;
  onDismiss: () => void;
  dismissRef: Ref<HTMLButtonElement>;
}) {
  const intl = useIntl();
  const titleId = useId();
  const lang = langOfText(card.language, intl.locale);
  return (
    <article className={styles.inboxCard} aria-labelledby={titleId}>
      {card.image && (
        <img className={styles.inboxImage} src={card.image} alt="" width={96} height={96} loading="lazy" />
      )}
      <div className={styles.inboxBody}>
        <h2 id={titleId} className={styles.cardTitle}>
          <span lang={lang}>{card.title}</span>
          {isNew && <span className={styles.newMarker}>{intl.formatMessage(messages.unread)}</span>}
        </h2>
        {card.description && (
          <p className={styles.cardText} lang={lang}>
            {card.description}
          </p>
        )}
        <div className={styles.cardActions}>
          <CardLink
            url={card.url}
            label={intl.formatMessage(messages.open)}
            about={card.title}
            aboutLang={lang}
            onFollow={onFollow}
          />
          <Button
            ref={dismissRef}
            variant="secondary"
            size="sm"
            aria-label={intl.formatMessage(messages.dismissCard, { title: card.title })}
            onClick={onDismiss}
          >
            {intl.formatMessage(messages.dismiss)}
          </Button>
        </div>
      </div>
    </article>
  );
}
