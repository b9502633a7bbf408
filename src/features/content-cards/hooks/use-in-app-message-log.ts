import { useEffect, useState } from 'react';
import { loadEngagement, type EngagementInAppMessage, type EngagementSite } from '../../../lib/engagement';

const nothing = () => undefined;

/**
 * Every in-app message the engagement service has handed over for `site` since the page opened,
 * in order, for the preview; unlike the site's own display, none is shown or logged by itself.
 */
export function useInAppMessageLog(site: EngagementSite): readonly EngagementInAppMessage[] {
  const [received, setReceived] = useState<readonly EngagementInAppMessage[]>([]);
  useEffect(() => {
    let unsubscribe: () => void = nothing;
    let current = true;
    void loadEngagement().then((adapter) => {
      if (current) {
        unsubscribe = adapter.subscribeToInAppMessages(site, (message) =>
          setReceived((earlier) => [...earlier, message]),
        );
      }
    }, nothing);
    return () => {
      current = false;
      unsubscribe();
    };
  }, [site]);
  return received;
}
