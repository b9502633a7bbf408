import { useSearch } from 'wouter';
import { readCookie } from '../../../lib/cookies';
import { usePreferencesStore } from '../../../stores';

export const APP_SOURCE = 'app';

/** `?source=app` on this page's address. */
export const hasAppSourceQuery = (search: string): boolean =>
  new URLSearchParams(search).get('source') === APP_SOURCE;

/**
 * SPEC §1: the in-app catering mode is on when the cookie `source` is `app` and the channel is
 * catering. The query that sets the cookie counts already on the page that carries it.
 */
export function useInAppCatering(): boolean {
  const search = useSearch();
  const isCatering = usePreferencesStore((state) => state.channel === 'catering');
  return isCatering && (hasAppSourceQuery(search) || readCookie('source') === APP_SOURCE);
}
