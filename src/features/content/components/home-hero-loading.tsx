import { defineMessages, useIntl } from 'react-intl';
import { Spinner } from '../../../ui/spinner/spinner';
import * as styles from './home-hero.css';

const messages = defineMessages({
  loading: { id: 'content.homeHero.loading', defaultMessage: 'Loading the home page' },
});

/** The hero's room, held while the home story loads. */
export function HomeHeroLoading() {
  const intl = useIntl();
  return (
    <div className={styles.loading}>
      <Spinner label={intl.formatMessage(messages.loading)} />
    </div>
  );
}
