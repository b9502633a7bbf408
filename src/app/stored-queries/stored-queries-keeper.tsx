import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { browserStorage } from '../../lib/persisted-state';
import { selectMemberId, useSessionStore } from '../../stores';
import { storeQueriesAsAnswered } from './store-stored-queries';
import { STORED_QUERY_KINDS } from './stored-query-kinds';

const signedInMember = () => selectMemberId(useSessionStore.getState());

const hasStoredAnswers = (): boolean => {
  try {
    const storage = browserStorage();
    return STORED_QUERY_KINDS.some(({ storageKey }) => storage?.getItem(storageKey) != null);
  } catch {
    return false;
  }
};

/**
 * The stored answers, when there are any, into the cache; the reader and the answers' schemas load
 * only then, so a first visit fetches none of it.
 */
async function restoreStored(queryClient: QueryClient): Promise<void> {
  if (!hasStoredAnswers()) return;
  try {
    const { restoreStoredQueries } = await import('./restore-stored-queries');
    restoreStoredQueries(queryClient, signedInMember());
  } catch {
    // Without its chunk (offline, a new deploy) the page asks for its data as on a first visit.
  }
}

/**
 * Before the first render of a page that is not prerendered, and before its data is asked for: a
 * menu fetched within the hour is then shown without a call.
 */
export const restoreStoredQueriesFirst = restoreStored;

/**
 * Stores the menu, profile and offers as they are answered, and restores them once a prerendered
 * page has hydrated (its HTML was drawn without them; elsewhere `restoreStoredQueriesFirst` has, and
 * this finds nothing older to replace).
 */
export function StoredQueriesKeeper() {
  const queryClient = useQueryClient();
  useEffect(() => {
    void restoreStored(queryClient);
    return storeQueriesAsAnswered(queryClient, signedInMember);
  }, [queryClient]);
  return null;
}
