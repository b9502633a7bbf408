import { useIntl } from 'react-intl';
import { langOfText } from '../../../i18n/text-lang';
import { announce } from '../../../ui/announcer/announcer-store';
import { useCardImpressions } from '../hooks/use-card-impressions';
import { useSiteCards } from '../hooks/use-site-cards';
import { messages } from '../messages';
import { CardLink } from './card-link';
import { DismissCardButton } from './dismiss-card-button';
import * as styles from './content-cards.css';

/**
 * The top alert (SPEC §4), on every page: this site's newest top-alert card, which the visitor may
 * dismiss. Dismiss goes with the alert, so `onDismissed` gives the focus a place to land, and the
 * dismissal is announced.
 */
export function TopAlert({ onDismissed }: { onDismissed: () => void }) {
  const intl = useIntl();
  const { cards, logImpressions, logClick, dismiss } = useSiteCards('top_alert');
  const alert = cards?.[0];
  useCardImpressions(alert ? [alert] : undefined, logImpressions);
  if (!alert) return null;
  const lang = langOfText(alert.language, intl.locale);
  return (
    <section className={styles.topAlert} aria-label={intl.formatMessage(messages.alertLabel)}>
      <p className={styles.topAlertText} lang={lang}>
        {alert.title}
      </p>
      <CardLink
        url={alert.url}
        label={intl.formatMessage(messages.open)}
        about={alert.title}
        aboutLang={lang}
        onFollow={() => logClick(alert.id)}
        tone="onBrand"
      />
      <DismissCardButton
        title={alert.title}
        titleLang={lang}
        onDismiss={() => {
          dismiss(alert.id);
          onDismissed();
          announce(intl.formatMessage(messages.dismissed));
        }}
      />
    </section>
  );
}
