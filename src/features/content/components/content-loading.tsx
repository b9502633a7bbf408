import { defineMessages, useIntl } from 'react-intl';
import { Spinner } from '../../../ui/spinner/spinner';
import * as styles from './content-loading.css';

const messages = defineMessages({
  loading: { id: 'content.loading', defaultMessage: 'Loading page' },
});

/** Shown while a content page's story is on its way. */
export function ContentLoading() {
  const intl = useIntl();
  return (
    <div className={styles.root}>
      <Spinner label={intl.formatMessage(messages.loading)} />
    </div>
  );
}
