import * as z from 'zod/mini';
import { getDeviceId } from '../lib/device-id';
import { browserStorage } from '../lib/persisted-state';

const DEVICE_ID_KEY = 'device-id';

/** A UUID as minted by `getDeviceId`, or an id of the same kind from an earlier version of the site. */
const deviceIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,128}$/));

/**
 * The browser's device id (SPEC §3/§7), the same one `src/lib/device-id` keeps under 'device-id'.
 * Anything else found under that key (another app's value, a mangled string) is replaced by a new id.
 */
export function readStableDeviceId(storage: Storage | null = browserStorage()): string {
  // Without storage (blocked, private mode) a per-page id still identifies the calls.
  if (!storage) return crypto.randomUUID();
  const existing = getDeviceId(storage);
  if (deviceIdSchema.safeParse(existing).success) return existing;
  try {
    storage.removeItem(DEVICE_ID_KEY);
  } catch {
    return crypto.randomUUID();
  }
  return getDeviceId(storage);
}
