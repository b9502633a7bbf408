import { useIntl } from 'react-intl';
import { Spinner } from '../../../ui/spinner/spinner';
import { messages } from '../messages';
import * as styles from './menu-loading.css';

export function MenuLoading() {
  const intl = useIntl();
  return (
    <div className={styles.root}>
      <Spinner label={intl.formatMessage(messages.loading)} />
    </div>
  );
}
