import type { Query, QueryCacheNotifyEvent, QueryClient } from '@tanstack/react-query';
import { browserStorage, writePersisted, type PersistedStateOptions } from '../../lib/persisted-state';
import { clientStateNow } from '../../lib/client-state-clock';
import { storedQueryKindOf, type StoredQueryKind } from './stored-query-kinds';

/** What is stored under a kind's key: the answer, the query it answers, when, and for whom. */
export interface StoredAnswer {
  queryKey: unknown[];
  data: unknown;
  /** When the answer was fetched (epoch ms): a menu expires an hour after it, however often it is restored. */
  updatedAt: number;
  memberId: number | null;
}

/** When the answer stored under `key` was fetched; 0 when there is none (or it cannot be read). */
function storedUpdatedAt(key: string, storage: Storage | null): number {
  try {
    const raw = storage?.getItem(key);
    const updatedAt = raw ? (JSON.parse(raw) as { value?: { updatedAt?: unknown } }).value?.updatedAt : 0;
    return typeof updatedAt === 'number' ? updatedAt : 0;
  } catch {
    return 0;
  }
}

function store(
  kind: StoredQueryKind,
  query: Query,
  memberId: number | undefined,
  options: PersistedStateOptions,
) {
  const { data, dataUpdatedAt } = query.state;
  if (kind.perMember && memberId === undefined) return;
  if (data === undefined || (kind.kept && !kind.kept(data))) return;
  // An answer older than the stored one (a prerendered page's, fetched at build time) or already
  // past its life never replaces it.
  const { storage = browserStorage(), now = clientStateNow() } = options;
  if (kind.ttlMs !== undefined && dataUpdatedAt + kind.ttlMs <= now) return;
  if (storedUpdatedAt(kind.storageKey, storage) > dataUpdatedAt) return;
  const answer: StoredAnswer = {
    queryKey: [...query.queryKey],
    data,
    updatedAt: dataUpdatedAt,
    memberId: memberId ?? null,
  };
  writePersisted(kind.storageKey, answer, { ...options, now: dataUpdatedAt, ttlMs: kind.ttlMs });
}

/**
 * Keeps each stored answer in step with the cache: the answers already there, then every successful
 * answer of a stored kind, are written (the member's only while signed in). Returns the unsubscribe.
 */
export function storeQueriesAsAnswered(
  queryClient: QueryClient,
  memberId: () => number | undefined,
  options: PersistedStateOptions = {},
): () => void {
  const cache = queryClient.getQueryCache();
  for (const query of cache.getAll()) {
    const kind = storedQueryKindOf(query.queryKey);
    if (kind && query.state.status === 'success') store(kind, query, memberId(), options);
  }
  return cache.subscribe((event: QueryCacheNotifyEvent) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const kind = storedQueryKindOf(event.query.queryKey);
    if (kind) store(kind, event.query, memberId(), options);
  });
}
