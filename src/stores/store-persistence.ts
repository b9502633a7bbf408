import './zod-config';
import * as z from 'zod/mini';
import type { PersistStorage, StorageValue } from 'zustand/middleware';
import { browserStorage, readPersisted, removePersisted, writePersisted } from '../lib/persisted-storage';
import { clientStateNow } from './client-state-clock';

/** Where and when a store is persisted; the defaults are the browser's localStorage and the real clock. */
export interface ClientStateStoreOptions {
  storage?: () => Storage | null;
  clock?: () => number;
}

interface StorePersistenceOptions<S> extends ClientStateStoreOptions {
  /** How long a newly written state stays valid. */
  ttlMs?: number;
  /** A rule beyond the schema and the expiry that makes a stored state unusable (the order's 48 hours). */
  isStale?: (state: S, now: number) => boolean;
}

/** The stores have no `migrate`: a stored state of any other version is dropped, not half-loaded. */
export const PERSISTED_STATE_VERSION = 0;

/**
 * zustand `persist` storage for the client-state stores, on top of `src/lib/persisted-storage`
 * (expiry envelope, zod validation, never throws). Two things beyond `createPersistedZustandStorage`:
 * - `isStale` drops a stored state that is valid and unexpired but too old for another reason;
 * - a write whose persisted part equals what is stored is skipped. zustand writes on every `set`,
 *   so without this, changing an unpersisted field (the location list, a UI flag) would restart
 *   the expiry of the persisted one, and the chosen location would never expire while in use.
 */
export function createStorePersistence<S>(
  schema: z.ZodMiniType<S>,
  { ttlMs, isStale, clock = clientStateNow, storage = browserStorage }: StorePersistenceOptions<S> = {},
): PersistStorage<S, void> {
  const storedValue = z.object({ state: schema, version: z.optional(z.number()) });

  const removeItem = (name: string) => removePersisted(name, { storage: storage() });

  const getItem = (name: string): StorageValue<S> | null => {
    const now = clock();
    const stored = readPersisted(name, storedValue, { storage: storage(), now });
    if (!stored) return null;
    const isOtherVersion = (stored.version ?? PERSISTED_STATE_VERSION) !== PERSISTED_STATE_VERSION;
    if (isOtherVersion || isStale?.(stored.state, now)) {
      removeItem(name);
      return null;
    }
    return stored;
  };

  const setItem = (name: string, value: StorageValue<S>) => {
    const stored = getItem(name);
    const next = schema.safeParse(value.state);
    const isUnchanged =
      stored !== null && next.success && JSON.stringify(stored.state) === JSON.stringify(next.data);
    if (isUnchanged) return;
    writePersisted(name, value, { storage: storage(), now: clock(), ttlMs });
  };

  return { getItem, setItem, removeItem };
}
