import type { ZodMiniType as ZodType } from 'zod/mini'; // fits zod's mini and classic schemas alike

/**
 * Client state kept in `localStorage` across visits, with an expiry and validation on the way back
 * in (SPEC §4: location 1 day, menu 1 hour, order 1 day). Stored as `{ value, expires }`; whatever
 * is missing, expired, unreadable or not the expected shape reads as `undefined` and is removed, so a
 * corrupted or foreign entry can never break start-up. Nothing here throws.
 */

export interface PersistedStorageOptions {
  /** Defaults to `localStorage`; `null` when the browser refuses it (some private modes, sandboxes). */
  storage?: Storage | null;
  /** Epoch milliseconds; defaults to `Date.now()`. */
  now?: number;
}

export interface WritePersistedOptions extends PersistedStorageOptions {
  /** How long the value stays valid from this write; without it the value never expires. */
  ttlMs?: number;
}

interface Envelope {
  value: unknown;
  expires: number | null;
}

export function browserStorage(): Storage | null {
  try {
    // Merely reading `localStorage` throws a SecurityError when storage is blocked.
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function isEnvelope(data: unknown): data is Envelope {
  if (typeof data !== 'object' || data === null || !('value' in data) || !('expires' in data)) return false;
  return data.expires === null || (typeof data.expires === 'number' && Number.isFinite(data.expires));
}

function parseEnvelope(raw: string): Envelope | undefined {
  try {
    const data: unknown = JSON.parse(raw);
    return isEnvelope(data) ? data : undefined;
  } catch {
    return undefined;
  }
}

export function removePersisted(
  key: string,
  { storage = browserStorage() }: PersistedStorageOptions = {},
): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing more can be done about storage that refuses even removal.
  }
}

/** The stored value when it is present, unexpired and passes `schema`; otherwise `undefined`. */
export function readPersisted<T>(
  key: string,
  schema: ZodType<T>,
  { storage = browserStorage(), now = Date.now() }: PersistedStorageOptions = {},
): T | undefined {
  let raw: string | null;
  try {
    raw = storage?.getItem(key) ?? null;
  } catch {
    return undefined;
  }
  if (raw === null) return undefined;

  const envelope = parseEnvelope(raw);
  const isExpired = envelope?.expires != null && now >= envelope.expires;
  const parsed = envelope && !isExpired ? schema.safeParse(envelope.value) : undefined;
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
  { storage = browserStorage(), now = Date.now(), ttlMs }: WritePersistedOptions = {},
): boolean {
  if (!storage) return false;
  const envelope: Envelope = { value, expires: ttlMs === undefined ? null : now + ttlMs };
  try {
    storage.setItem(key, JSON.stringify(envelope));
    return true;
  } catch {
    return false;
  }
}
