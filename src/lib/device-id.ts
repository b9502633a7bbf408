import * as z from 'zod/mini';
import { browserStorage } from './persisted-state';
import { randomUuid } from './random-uuid';

const DEVICE_ID_KEY = 'device-id';

/** A UUID as minted here, or an id of the same kind from an earlier version of the site. */
const deviceIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,128}$/));

/**
 * The browser's stable random id, sent to the API as the device id (SPEC §3/§7) and kept under
 * 'device-id'. Anything else found under that key (another app's value, a mangled string) is
 * replaced by a new id; without storage (blocked, private mode) a per-page id still identifies the calls.
 */
export function readDeviceId(storage: Storage | null = browserStorage()): string {
  try {
    const existing = deviceIdSchema.safeParse(storage?.getItem(DEVICE_ID_KEY));
    if (existing.success) return existing.data;
    const created = randomUuid();
    storage?.setItem(DEVICE_ID_KEY, created);
    return created;
  } catch {
    return randomUuid();
  }
}
