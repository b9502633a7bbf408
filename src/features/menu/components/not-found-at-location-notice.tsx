import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useMenuStore } from '../../../stores';
import { Button } from '../../../ui/button/button';
import { deepLinkMiss } from '../../../ui/error-message/error-catalogue';
import { messages } from '../messages';
import * as styles from './not-found-at-location-notice.css';

/**
 * SPEC §4/§8 "Deep-link miss": after a `?product=` link this location does not sell (or nothing
 * matched), the menu says so once. The store's flag is cleared as soon as the notice has taken it,
 * so the notice does not come back on the next visit to the menu.
 */
export function NotFoundAtLocationNotice() {
  const intl = useIntl();
  const flagged = useMenuStore((state) => state.deeplinkProductNotFoundAtLocation);
  const [shown, setShown] = useState(flagged);
  if (flagged && !shown) setShown(true);

  useEffect(() => {
    if (flagged) useMenuStore.getState().setDeeplinkProductNotFoundAtLocation(false);
  }, [flagged]);

  if (!shown) return null;
  return (
    <div role="status" className={styles.root}>
      <p className={styles.text}>{intl.formatMessage(deepLinkMiss)}</p>
      <Button variant="ghost" size="sm" onClick={() => setShown(false)}>
        {intl.formatMessage(messages.dismiss)}
      </Button>
    </div>
  );
}
