import { useCallback, useEffect, useState } from 'react';
import {
  loadEngagement,
  type EngagementAdapter,
  type EngagementInAppMessage,
  type EngagementSite,
} from '../../../lib/engagement';

const nothing = () => undefined;

/**
 * The engagement service's in-app messages for `site` (SPEC §4), one at a time: `message` is the one
 * to show, `close` moves on to the next. The adapter loads on first use.
 */
export function useInAppMessages(site: EngagementSite) {
  const [adapter, setAdapter] = useState<EngagementAdapter>();
  const [queue, setQueue] = useState<readonly EngagementInAppMessage[]>([]);
  useEffect(() => {
    let current = true;
    void loadEngagement().then((loaded) => current && setAdapter(() => loaded), nothing);
    return () => {
      current = false;
    };
  }, []);
  useEffect(
    () => adapter?.subscribeToInAppMessages(site, (message) => setQueue((queued) => [...queued, message])),
    [adapter, site],
  );
  const logImpression = useCallback((id: string) => adapter?.logInAppMessageImpression(id), [adapter]);
  const logClick = useCallback(
    (id: string, buttonIndex?: number) => adapter?.logInAppMessageClick(id, buttonIndex),
    [adapter],
  );
  const close = useCallback(() => setQueue((queued) => queued.slice(1)), []);
  return { message: queue[0], logImpression, logClick, close };
}
