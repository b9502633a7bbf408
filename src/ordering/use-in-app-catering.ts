import { useSearch } from 'wouter';
import { isInAppCatering, usePreferencesStore } from '../stores';

/**
 * SPEC §1: whether the site runs inside the mobile app on catering (the cookie `source=app`, or
 * `?source=app` on this page). The navigation shows the app's tab bar, checkout confirms on
 * `/app/confirm`.
 */
export function useInAppCatering(): boolean {
  const search = useSearch();
  const channel = usePreferencesStore((state) => state.channel);
  return isInAppCatering(channel, search);
}
