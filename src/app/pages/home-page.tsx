import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { LocationsPreview } from '../../features/locations/components/locations-preview';
import * as styles from './home-page.css';

const messages = defineMessages({
  title: { id: 'home.title', defaultMessage: 'Order fried chicken online' },
  documentTitle: { id: 'home.documentTitle', defaultMessage: 'Order Online' },
});

/** First page: proves the chain contract → generated hook → http client → mock backend → UI. */
export function HomePage() {
  const intl = useIntl();
  useEffect(() => {
    document.title = intl.formatMessage(messages.documentTitle);
  }, [intl]);
  return (
    <main className={styles.main}>
      <h1 className={styles.heading}>{intl.formatMessage(messages.title)}</h1>
      <LocationsPreview />
    </main>
  );
}
