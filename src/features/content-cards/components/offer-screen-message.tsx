import { useIntl } from 'react-intl';
import { langOfText } from '../../../i18n/text-lang';
import { useCardImpressions } from '../hooks/use-card-impressions';
import { useSiteCards } from '../hooks/use-site-cards';
import { messages } from '../messages';
import { CardLink } from './card-link';
import * as styles from './content-cards.css';

/** The offer-screen message (SPEC §4) on `/offers`: this site's newest offer-screen card, if any. */
export function OfferScreenMessage() {
  const intl = useIntl();
  const { cards, logImpressions, logClick } = useSiteCards('offer_screen_message');
  const message = cards?.[0];
  useCardImpressions(message ? [message] : undefined, logImpressions);
  if (!message) return null;
  const lang = langOfText(message.language, intl.locale);
  return (
    <section className={styles.offerMessage} aria-label={intl.formatMessage(messages.offerMessageLabel)}>
      <p className={styles.cardTitle} lang={lang}>
        {message.title}
      </p>
      {message.description && (
        <p className={styles.cardText} lang={lang}>
          {message.description}
        </p>
      )}
      <CardLink
        url={message.url}
        label={intl.formatMessage(messages.open)}
        about={message.title}
        aboutLang={lang}
        onFollow={() => logClick(message.id)}
      />
    </section>
  );
}
