import { useEffect, useState } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import { PROGRESS_DELAY_MS } from './layout-constants';
import * as styles from './progress-indicator.css';

const messages = {
  loading: defineMessage({ id: 'layout.loading', defaultMessage: 'Loading' }),
};

/**
 * The page-wide loading bar: mounted while something loads (a page's code, a language), it shows
 * only once the wait passes 200 ms and then fills over 5 s. Indeterminate for assistive technology.
 */
export function ProgressIndicator() {
  const intl = useIntl();
  const [isShown, setIsShown] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setIsShown(true), PROGRESS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (!isShown) return null;
  return (
    <div role="progressbar" aria-label={intl.formatMessage(messages.loading)} className={styles.track}>
      <div className={styles.fill} />
    </div>
  );
}
