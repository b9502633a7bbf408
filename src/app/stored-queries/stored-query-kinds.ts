import type { QueryKey } from '@tanstack/react-query';
import { getGetMemberQueryKey } from '../../api/generated/endpoints/members-get-member/members-get-member';
import { getListMemberOffersQueryKey } from '../../api/generated/endpoints/members-list-member-offers/members-list-member-offers';
import { getGetMenuQueryKey } from '../../api/generated/endpoints/menus-get-menu/menus-get-menu';
import { MENU_TTL_MS, STORAGE_KEYS } from '../../config/client-state';
import { SUPPORTED_LOCALES } from '../../i18n/locales';

/**
 * The server answers kept across visits under SPEC §4's keys: the menu last shown (for an hour from
 * its fetch), the signed-in member's profile (`user`) and wallet offers (`offers`, a status-200
 * answer only, SPEC §7). Their schemas are not here: the writer needs none, and only a visit with
 * something stored loads them, with the reader (restore-stored-queries.ts).
 */
export interface StoredQueryKind {
  storageKey: (typeof STORAGE_KEYS)['menu' | 'user' | 'offers'];
  /** Only a menu expires by SPEC; the member's entries last until sign-out. */
  ttlMs?: number;
  /** Whether this query's answer is the one kept under `storageKey`. */
  holds: (queryKey: readonly unknown[]) => boolean;
  /** Which answers are kept; the client has already checked each against its schema. */
  kept?: (data: unknown) => boolean;
  /** The member's own data: kept only while signed in, and only for the same member. */
  perMember: boolean;
}

/** The call's path of a key `inLanguage` made (src/ordering/menu-language.ts): `[path, { language }]`. */
function pathInLanguage(queryKey: readonly unknown[]): string | undefined {
  const [path, options] = queryKey;
  const language = (options as { language?: unknown } | null | undefined)?.language;
  const inLanguage = queryKey.length === 2 && (SUPPORTED_LOCALES as readonly unknown[]).includes(language);
  return inLanguage && typeof path === 'string' ? path : undefined;
}

const menuIdOf = (path: string): number => Number(path.split('/').pop());

export const STORED_QUERY_KINDS: readonly StoredQueryKind[] = [
  {
    storageKey: STORAGE_KEYS.menu,
    ttlMs: MENU_TTL_MS,
    holds: (queryKey) => {
      const path = pathInLanguage(queryKey);
      return path !== undefined && getGetMenuQueryKey(menuIdOf(path))[0] === path;
    },
    perMember: false,
  },
  {
    storageKey: STORAGE_KEYS.user,
    holds: (queryKey) => queryKey.length === 1 && queryKey[0] === getGetMemberQueryKey()[0],
    perMember: true,
  },
  {
    storageKey: STORAGE_KEYS.offers,
    holds: (queryKey) => pathInLanguage(queryKey) === getListMemberOffersQueryKey()[0],
    // SPEC §7: on status 200 the offers are stored, any other answer is ignored.
    kept: (data) => (data as { status?: unknown } | undefined)?.status === 200,
    perMember: true,
  },
];

export const storedQueryKindOf = (queryKey: QueryKey): StoredQueryKind | undefined =>
  STORED_QUERY_KINDS.find((kind) => kind.holds(queryKey));
