import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
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
 * stored answers go into the cache, so a menu fetched within the hour is shown without a call. A
 * first visit, with nothing stored, loads nothing for it and waits for nothing.
 */
export async function restoreStoredQueriesFirst(queryClient: QueryClient): Promise<void> {
  if (!hasStoredAnswers()) return;
  try {
    const { restoreStoredQueries } = await import('./stored-queries');
    restoreStoredQueries(queryClient, signedInMember());
  } catch {
    // Without its chunk the page asks for its data as on a first visit.
  }
}

/**
 * Restores the stored menu, profile and offers once a prerendered page has hydrated (its HTML was
 * drawn without them; elsewhere `restoreStoredQueriesFirst` has, and this finds nothing older to
 * replace), and stores their answers from then on. Its code and schemas load then too,
 * off the first screen's JavaScript.
 */
export function StoredQueriesKeeper() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let stopStoring: (() => void) | undefined;
    let unmounted = false;
    import('./stored-queries')
      .then(({ restoreStoredQueries, storeQueriesAsAnswered }) => {
        if (unmounted) return;
        restoreStoredQueries(queryClient, signedInMember());
        stopStoring = storeQueriesAsAnswered(queryClient, signedInMember);
      })
      .catch(() => {
        // Without its chunk (offline, a new deploy) the site runs on its calls alone.
      });
    return () => {
      unmounted = true;
      stopStoring?.();
    };
  }, [queryClient]);
  return null;
}
