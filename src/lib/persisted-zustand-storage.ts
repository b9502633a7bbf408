import { z, type ZodType } from 'zod';
import type { PersistStorage, StorageValue } from 'zustand/middleware';
import { browserStorage, readPersisted, removePersisted, writePersisted } from './persisted-storage';

export interface PersistedZustandStorageOptions {
  /** Each write keeps the state for this long; a store left untouched that long starts afresh. */
  ttlMs?: number;
  clock?: () => number;
  storage?: () => Storage | null;
}

/**
 * A `storage` for zustand's `persist` middleware with expiry and validation: the stored state must
 * pass `schema` (the persisted part of the store), or the store starts from its initial state and
 * the stale entry is removed. A state that no longer fits the schema is dropped rather than handed
 * to `migrate`, so change the schema and the stored shape together.
 */
export function createPersistedZustandStorage<S>(
  schema: ZodType<S>,
  { ttlMs, clock = Date.now, storage = browserStorage }: PersistedZustandStorageOptions = {},
): PersistStorage<S, void> {
  const storedValue = z.object({ state: schema, version: z.number().optional() });
  return {
    getItem: (name) =>
      (readPersisted(name, storedValue, { storage: storage(), now: clock() }) as
        StorageValue<S> | undefined) ?? null,
    setItem: (name, value) => {
      writePersisted(name, value, { storage: storage(), now: clock(), ttlMs });
    },
    removeItem: (name) => removePersisted(name, { storage: storage() }),
  };
}
