import { defineMessages, useIntl } from 'react-intl';
import { LocationsPreview } from '../../features/locations/components/locations-preview';
import { usePageHeadingFocus } from '../page-navigation';
import { useDocumentTitle } from '../use-document-title';
import * as styles from './home-page.css';

const messages = defineMessages({
  title: { id: 'home.title', defaultMessage: 'Order fried chicken online' },
  documentTitle: { id: 'home.documentTitle', defaultMessage: 'Order Online' },
});

/** First page: proves the chain contract → generated hook → http client → mock backend → UI. */
export function HomePage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(messages.documentTitle));
  return (
    <main className={styles.main}>
      <h1 ref={usePageHeadingFocus()} tabIndex={-1} className={styles.heading}>
        {intl.formatMessage(messages.title)}
      </h1>
      <LocationsPreview />
    </main>
  );
}
