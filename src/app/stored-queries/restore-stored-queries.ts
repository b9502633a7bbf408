import type { QueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { GetMemberResponse } from '../../api/generated/zod/members-get-member/members-get-member.zod';
import { ListMemberOffersResponse } from '../../api/generated/zod/members-list-member-offers/members-list-member-offers.zod';
import { GetMenuResponse } from '../../api/generated/zod/menus-get-menu/menus-get-menu.zod';
import { STORAGE_KEYS } from '../../config/client-state';
import { readPersisted, removePersisted, type PersistedStateOptions } from '../../lib/persisted-state';
import type { StoredAnswer } from './store-stored-queries';
import { STORED_QUERY_KINDS, type StoredQueryKind } from './stored-query-kinds';

/** Each kind's answer as its operation's generated schema has it: storage is anyone's to edit. */
const ANSWER_SCHEMAS: Record<StoredQueryKind['storageKey'], z.ZodMiniType> = {
  [STORAGE_KEYS.menu]: GetMenuResponse,
  [STORAGE_KEYS.user]: GetMemberResponse,
  [STORAGE_KEYS.offers]: ListMemberOffersResponse.check(z.refine((result) => result.status === 200)),
};

const storedAnswerSchema: z.ZodMiniType<StoredAnswer> = z.object({
  queryKey: z.array(z.unknown()),
  data: z.unknown(),
  updatedAt: z.number(),
  memberId: z.nullable(z.number()),
});

/** The stored answer when it is live, answers its kind's query, is well formed and belongs to `memberId`. */
function readAnswer(kind: StoredQueryKind, memberId: number | undefined, options: PersistedStateOptions) {
  const answer = readPersisted(kind.storageKey, storedAnswerSchema, { ...options, ttlMs: kind.ttlMs });
  if (!answer) return undefined;
  const data = ANSWER_SCHEMAS[kind.storageKey].safeParse(answer.data);
  const owned = !kind.perMember || (memberId !== undefined && answer.memberId === memberId);
  if (!kind.holds(answer.queryKey) || !data.success || !owned) {
    removePersisted(kind.storageKey, options);
    return undefined;
  }
  return { ...answer, data: data.data };
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
  for (const kind of STORED_QUERY_KINDS) {
    if (kind.perMember && memberId === undefined) continue;
    const answer = readAnswer(kind, memberId, options);
    if (!answer) continue;
    const cached = queryClient.getQueryState(answer.queryKey)?.dataUpdatedAt ?? 0;
    if (cached < answer.updatedAt) {
      queryClient.setQueryData(answer.queryKey, answer.data, { updatedAt: answer.updatedAt });
    }
  }
}
