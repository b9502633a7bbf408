import type { Query, QueryCacheNotifyEvent, QueryClient, QueryKey } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { getGetMemberQueryKey } from '../../api/generated/endpoints/members-get-member/members-get-member';
import { getListMemberOffersQueryKey } from '../../api/generated/endpoints/members-list-member-offers/members-list-member-offers';
import { getGetMenuQueryKey } from '../../api/generated/endpoints/menus-get-menu/menus-get-menu';
import { GetMemberResponse } from '../../api/generated/zod/members-get-member/members-get-member.zod';
import { ListMemberOffersResponse } from '../../api/generated/zod/members-list-member-offers/members-list-member-offers.zod';
import { GetMenuResponse } from '../../api/generated/zod/menus-get-menu/menus-get-menu.zod';
import { MENU_TTL_MS, STORAGE_KEYS } from '../../config/client-state';
import { SUPPORTED_LOCALES } from '../../i18n/locales';
import {
  readPersisted,
  removePersisted,
  writePersisted,
  type PersistedStateOptions,
} from '../../lib/persisted-state';

/**
 * Server answers kept across visits under SPEC §4's keys: the menu last shown (for an hour from its
 * fetch), the signed-in member's profile (`user`) and wallet offers (`offers`, a status-200 answer
 * only, SPEC §7). Each entry names the query it answers, and the member's entries the member they
 * belong to, so a restored answer lands only where it was fetched, for the member who fetched it.
 */

const languageSchema = z.enum(SUPPORTED_LOCALES);

/** The `{ language }` part of a key that `inLanguage` (src/ordering/menu-language.ts) adds. */
const inLanguageKey = z.tuple([z.string(), z.object({ language: languageSchema })]);

interface StoredQuery {
  storageKey: string;
  /** Only a menu expires by SPEC; the member's entries last until sign-out. */
  ttlMs?: number;
  /** Whether this query's answer is the one kept under `storageKey`. */
  holds: (queryKey: QueryKey) => boolean;
  /** A well-formed answer; anything else is neither written nor restored. */
  data: z.ZodMiniType;
  /** The member's own data: kept only while signed in, and only for the same member. */
  perMember: boolean;
}

const menuIdOf = (root: unknown): number => Number(String(root).split('/').pop());

const STORED_QUERIES: StoredQuery[] = [
  {
    storageKey: STORAGE_KEYS.menu,
    ttlMs: MENU_TTL_MS,
    holds: (queryKey) => {
      const parsed = inLanguageKey.safeParse(queryKey);
      return parsed.success && getGetMenuQueryKey(menuIdOf(parsed.data[0]))[0] === parsed.data[0];
    },
    data: GetMenuResponse,
    perMember: false,
  },
  {
    storageKey: STORAGE_KEYS.user,
    holds: (queryKey) => queryKey.length === 1 && queryKey[0] === getGetMemberQueryKey()[0],
    data: GetMemberResponse,
    perMember: true,
  },
  {
    storageKey: STORAGE_KEYS.offers,
    holds: (queryKey) => {
      const parsed = inLanguageKey.safeParse(queryKey);
      return parsed.success && parsed.data[0] === getListMemberOffersQueryKey()[0];
    },
    // SPEC §7: on status 200 the offers are stored, any other answer is ignored.
    data: ListMemberOffersResponse.check(z.refine((result) => result.status === 200)),
    perMember: true,
  },
];

const entrySchema = z.object({
  queryKey: z.array(z.unknown()),
  data: z.unknown(),
  /** When the answer was fetched (epoch ms): a menu expires an hour after it, however often it is restored. */
  updatedAt: z.number(),
  memberId: z.nullable(z.number()),
});

type Entry = z.infer<typeof entrySchema>;

/** The stored entry when it is live, answers its query, is well formed and belongs to `memberId`. */
function readEntry(stored: StoredQuery, memberId: number | undefined, options: PersistedStateOptions) {
  const entry = readPersisted(stored.storageKey, entrySchema, { ...options, ttlMs: stored.ttlMs });
  if (!entry) return undefined;
  const data = stored.data.safeParse(entry.data);
  const owned = !stored.perMember || (memberId !== undefined && entry.memberId === memberId);
  if (!stored.holds(entry.queryKey) || !data.success || !owned) {
    removePersisted(stored.storageKey, options);
    return undefined;
  }
  return { ...entry, data: data.data };
}

/**
 * Puts the stored answers into the query cache, each where nothing newer is: a reload shows the menu
 * and the member's name and offers at once, while their calls refresh them as usual.
 */
export function restoreStoredQueries(
  queryClient: QueryClient,
  memberId: number | undefined,
  options: PersistedStateOptions = {},
): void {
  for (const stored of STORED_QUERIES) {
    if (stored.perMember && memberId === undefined) continue;
    const entry = readEntry(stored, memberId, options);
    if (!entry) continue;
    const cached = queryClient.getQueryState(entry.queryKey)?.dataUpdatedAt ?? 0;
    if (cached < entry.updatedAt) {
      queryClient.setQueryData(entry.queryKey, entry.data, { updatedAt: entry.updatedAt });
    }
  }
}

function store(
  stored: StoredQuery,
  query: Query,
  memberId: number | undefined,
  options: PersistedStateOptions,
) {
  const { data, dataUpdatedAt } = query.state;
  if (stored.perMember && memberId === undefined) return;
  if (!stored.data.safeParse(data).success) return;
  const entry: Entry = {
    queryKey: [...query.queryKey],
    data,
    updatedAt: dataUpdatedAt,
    memberId: memberId ?? null,
  };
  writePersisted(stored.storageKey, entry, { ...options, now: dataUpdatedAt, ttlMs: stored.ttlMs });
}

const storedQueryOf = (queryKey: QueryKey) => STORED_QUERIES.find((stored) => stored.holds(queryKey));

/**
 * Keeps each stored answer in step with the cache: the answers already there, then every successful
 * answer of a stored query, are written (the member's only while signed in). Returns the unsubscribe.
 */
export function storeQueriesAsAnswered(
  queryClient: QueryClient,
  memberId: () => number | undefined,
  options: PersistedStateOptions = {},
): () => void {
  const cache = queryClient.getQueryCache();
  for (const query of cache.getAll()) {
    const stored = storedQueryOf(query.queryKey);
    if (stored && query.state.status === 'success') store(stored, query, memberId(), options);
  }
  return cache.subscribe((event: QueryCacheNotifyEvent) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const stored = storedQueryOf(event.query.queryKey);
    if (stored) store(stored, event.query, memberId(), options);
  });
}
