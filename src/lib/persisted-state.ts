import './zod-config';
import * as z from 'zod/mini';
import type { PersistStorage, StorageValue } from 'zustand/middleware';
import { clientStateNow } from './client-state-clock';

/**
 * Client state kept in `localStorage` across visits (SPEC §4 "Local persistence"), or in
 * `sessionStorage` for the tab's life (pass `storage: browserSessionStorage()`): the one way the site
 * persists it. An entry is `{ value, expires }`: `expires` is epoch milliseconds or null for no
 * expiry. Whatever is missing, expired, unreadable or not the expected shape reads as absent and is
 * removed, so a corrupted or foreign entry can never break start-up. Nothing here throws.
 */

export interface PersistedStateOptions {
  /** Defaults to `localStorage`; `null` when the browser refuses it (some private modes, sandboxes). */
  storage?: Storage | null;
  /** Epoch milliseconds; defaults to the client-state clock. */
  now?: number;
  /**
   * How long a value stays valid from its write. On read, an entry without an expiry or with one
   * further ahead than this is treated as tampered with: SPEC §4 lifetimes hold whatever is stored.
   */
  ttlMs?: number;
}

const envelopeSchema = z.object({
  value: z.unknown(),
  expires: z.nullable(z.number()),
});

export function browserStorage(): Storage | null {
  try {
    // Merely reading `localStorage` throws a SecurityError when storage is blocked.
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** `sessionStorage`, for state that must not outlive the tab (the SSO `state`); `null` when refused. */
export function browserSessionStorage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export function removePersisted(
  key: string,
  { storage = browserStorage() }: PersistedStateOptions = {},
): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing more can be done about storage that refuses even removal.
  }
}

function readRaw(key: string, storage: Storage | null): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

function isLive(expires: number | null, now: number, ttlMs: number | undefined): boolean {
  if (ttlMs === undefined) return expires === null || now < expires;
  return expires !== null && now < expires && expires <= now + ttlMs;
}

/** The stored value when it is present, unexpired and passes `schema`; otherwise `undefined`. */
export function readPersisted<T>(
  key: string,
  schema: z.ZodMiniType<T>,
  { storage = browserStorage(), now = clientStateNow(), ttlMs }: PersistedStateOptions = {},
): T | undefined {
  const raw = readRaw(key, storage);
  if (raw === null) return undefined;
  const envelope = envelopeSchema.safeParse(parseJson(raw));
  const parsed =
    envelope.success && isLive(envelope.data.expires, now, ttlMs)
      ? schema.safeParse(envelope.data.value)
      : undefined;
  if (!parsed?.success) {
    removePersisted(key, { storage });
    return undefined;
  }
  return parsed.data;
}

/** Stores `value` until `now + ttlMs`; returns false when the browser would not keep it (quota, private mode). */
export function writePersisted<T>(
  key: string,
  value: T,
  { storage = browserStorage(), now = clientStateNow(), ttlMs }: PersistedStateOptions = {},
): boolean {
  if (!storage) return false;
  try {
    storage.setItem(key, JSON.stringify({ value, expires: ttlMs === undefined ? null : now + ttlMs }));
    return true;
  } catch {
    return false;
  }
}

/** Where and when a store is persisted; the defaults are the browser's localStorage and the client-state clock. */
export interface PersistedStoreOptions {
  storage?: () => Storage | null;
  clock?: () => number;
}

interface PersistedStorageOptions<S> extends PersistedStoreOptions {
  /** How long a newly written state stays valid; without it the state never expires. */
  ttlMs?: number;
  /** A rule beyond the schema and the expiry that makes a stored state unusable (the order's 48 hours). */
  isStale?: (state: S, now: number) => boolean;
}

/** The stores have no `migrate`: a stored state of any other version is dropped, not half-loaded. */
const PERSISTED_STATE_VERSION = 0;

/**
 * zustand `persist` storage for a client-state store: the entry's `value` is zustand's
 * `{ state, version }`, and `state` must pass `schema` (the store's persisted part). Also:
 * - a state of another version, or one `isStale` calls stale, is dropped;
 * - a write whose persisted part equals what is stored is skipped. zustand writes on every `set`,
 *   so without this, changing an unpersisted field (the location list, a UI flag) would restart
 *   the expiry of the persisted one, and the chosen location would never expire while in use.
 */
export function createPersistedStorage<S>(
  schema: z.ZodMiniType<S>,
  { ttlMs, isStale, clock = clientStateNow, storage = browserStorage }: PersistedStorageOptions<S> = {},
): PersistStorage<S, void> {
  const storedValue = z.object({ state: schema, version: z.optional(z.number()) });

  const removeItem = (name: string) => removePersisted(name, { storage: storage() });

  const getItem = (name: string): StorageValue<S> | null => {
    const now = clock();
    const stored = readPersisted(name, storedValue, { storage: storage(), now, ttlMs });
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
