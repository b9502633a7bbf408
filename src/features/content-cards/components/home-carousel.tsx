import { useId } from 'react';
import { useIntl } from 'react-intl';
import { langOfText } from '../../../i18n/text-lang';
import { useCardImpressions } from '../hooks/use-card-impressions';
import { useSiteCards } from '../hooks/use-site-cards';
import { messages } from '../messages';
import { CardLink } from './card-link';
import * as styles from './content-cards.css';

/**
 * The homepage carousel (SPEC §4): this site's carousel cards in a row that scrolls sideways, with
 * no autoplay, so nothing moves unless the visitor moves it. Nothing shows without cards.
 */
export function HomeCarousel() {
  const intl = useIntl();
  const headingId = useId();
  const { cards, logImpressions, logClick } = useSiteCards('homepage_carousel');
  useCardImpressions(cards, logImpressions);
  if (!cards?.length) return null;
  return (
    <section className={styles.carousel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.carouselHeading}>
        {intl.formatMessage(messages.carouselHeading)}
      </h2>
      <ul className={styles.carouselTrack}>
        {cards.map((card) => (
          <li key={card.id} className={styles.carouselCard}>
            {card.image && (
              <img
                className={styles.carouselImage}
                src={card.image}
                alt=""
                width={320}
                height={240}
                loading="lazy"
              />
            )}
            <h3 className={styles.cardTitle} lang={langOfText(card.language, intl.locale)}>
              {card.title}
            </h3>
            {card.description && (
              <p className={styles.cardText} lang={langOfText(card.language, intl.locale)}>
                {card.description}
              </p>
            )}
            <CardLink
              url={card.url}
              label={intl.formatMessage(messages.open)}
              about={card.title}
              aboutLang={langOfText(card.language, intl.locale)}
              onFollow={() => logClick(card.id)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
