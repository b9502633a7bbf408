import { useEffect } from 'react';
import { loadEngagement } from '../../../lib/engagement';
import { usePreferencesStore } from '../../../stores';
import { TopAlert } from './top-alert';

/**
 * What the engagement service shows on every page: the top alert, and its in-app messages tagged
 * for this site (SPEC §4; only Braze has them). Loaded after the page, in a chunk of its own.
 */
export function SiteEngagement() {
  const site = usePreferencesStore((state) => (state.channel === 'catering' ? 'catering' : 'regular'));
  useEffect(() => {
    let unfollow: (() => void) | undefined;
    let current = true;
    void loadEngagement().then(
      (adapter) => {
        if (current) unfollow = adapter.followInAppMessages(site);
      },
      () => undefined,
    );
    return () => {
      current = false;
      unfollow?.();
    };
  }, [site]);
  return <TopAlert />;
}
