import { useIntl } from 'react-intl';
import { announce } from '../../../ui/announcer/announcer-store';
import { Button } from '../../../ui/button/button';
import { useCardImpressions } from '../hooks/use-card-impressions';
import { useSiteCards } from '../hooks/use-site-cards';
import { messages } from '../messages';
import { CardLink } from './card-link';
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
  return (
    <section className={styles.topAlert} aria-label={intl.formatMessage(messages.alertLabel)}>
      <p className={styles.topAlertText}>{alert.title}</p>
      <CardLink
        url={alert.url}
        label={intl.formatMessage(messages.open)}
        about={alert.title}
        onFollow={() => logClick(alert.id)}
        tone="onBrand"
      />
      <Button
        variant="secondary"
        size="sm"
        aria-label={intl.formatMessage(messages.dismissCard, { title: alert.title })}
        onClick={() => {
          dismiss(alert.id);
          onDismissed();
          announce(intl.formatMessage(messages.dismissed));
        }}
      >
        {intl.formatMessage(messages.dismiss)}
      </Button>
    </section>
  );
}
