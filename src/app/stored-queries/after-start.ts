import type { QueryClient } from '@tanstack/react-query';
import { keepLocationCookie, restoreLocationFromCookie } from './location-from-cookie';
import { storeQueriesAsAnswered } from './store-stored-queries';

/**
 * What is kept across visits, once the page is up, in a chunk of its own: the stored answers are
 * written as they come; a visitor whose stored location is gone gets the one SPEC §9's cookie names,
 * and from then on the cookie follows the chosen location. Returns the unsubscribe.
 */
export function keepClientStorage(queryClient: QueryClient, memberId: () => number | undefined): () => void {
  const stopStoring = storeQueriesAsAnswered(queryClient, memberId);
  let stopCookie: (() => void) | undefined;
  let stopped = false;
  void restoreLocationFromCookie(queryClient).finally(() => {
    if (!stopped) stopCookie = keepLocationCookie();
  });
  return () => {
    stopped = true;
    stopStoring();
    stopCookie?.();
  };
}
