import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { STORAGE_KEYS } from '../../config/client-state';
import { browserStorage } from '../../lib/persisted-state';
import { selectMemberId, useSessionStore } from '../../stores';

const signedInMember = () => selectMemberId(useSessionStore.getState());

const STORED_ANSWER_KEYS = [STORAGE_KEYS.menu, STORAGE_KEYS.user, STORAGE_KEYS.offers];

const hasStoredAnswers = (): boolean => {
  try {
    const storage = browserStorage();
    return STORED_ANSWER_KEYS.some((key) => storage?.getItem(key) != null);
  } catch {
    return false;
  }
};

/**
 * Before the first render of a page that is not prerendered, and before its data is asked for: the
 * stored answers, when there are any, go into the cache, so a menu fetched within the hour is shown
 * without a call. The reader and the answers' schemas load only then: a first visit fetches none of
 * it.
 */
export async function restoreStoredQueriesFirst(queryClient: QueryClient): Promise<void> {
  if (!hasStoredAnswers()) return;
  try {
    const { restoreStoredQueries } = await import('./restore-stored-queries');
    restoreStoredQueries(queryClient, signedInMember());
  } catch {
    // Without its chunk (offline, a new deploy) the page asks for its data as on a first visit.
  }
}

/**
 * Once the page is up: restores the stored answers where a prerendered page hydrated without them
 * (elsewhere `restoreStoredQueriesFirst` has, and this finds nothing older to replace), then loads
 * what keeps client storage (after-start.ts): the writer, which writes the answers that came before
 * it when it subscribes, and the location cookie's reader. None of it is in the start bundle.
 */
export function StoredQueriesKeeper() {
  const queryClient = useQueryClient();
  useEffect(() => {
    // Without the chunk (offline, a new deploy) nothing is stored this visit; the site works on.
    const kept = restoreStoredQueriesFirst(queryClient)
      .then(() => import('./after-start'))
      .then(
        ({ keepClientStorage }) => keepClientStorage(queryClient, signedInMember),
        () => undefined,
      );
    return () => void kept.then((stop) => stop?.());
  }, [queryClient]);
  return null;
}
