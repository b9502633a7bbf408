import { selectEngagementSite, usePreferencesStore } from '../../../stores';
import { useInAppMessages } from '../hooks/use-in-app-messages';
import { InAppMessageDialog } from './in-app-message-dialog';
import { TopAlert } from './top-alert';

/**
 * What the engagement service shows on every page: the top alert, and its in-app messages tagged
 * for this site, one at a time (SPEC §4; only Braze has them). Loaded after the page, in a chunk of
 * its own. `afterAlertDismissed` moves the focus off the dismissed alert.
 */
export function SiteEngagement({ afterAlertDismissed }: { afterAlertDismissed: () => void }) {
  const site = usePreferencesStore(selectEngagementSite);
  const { message, logImpression, logClick, close } = useInAppMessages(site);
  return (
    <>
      <TopAlert onDismissed={afterAlertDismissed} />
      {message && (
        <InAppMessageDialog
          key={message.id}
          message={message}
          onShown={logImpression}
          onClick={logClick}
          onClose={close}
        />
      )}
    </>
  );
}
