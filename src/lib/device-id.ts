const DEVICE_ID_KEY = 'device-id';

/** A stable, random id for this browser, sent to the API as the device id (SPEC §3/§7). */
export function getDeviceId(given?: Storage): string {
  try {
    // Reading `localStorage` itself throws where storage is blocked: keep it inside the try.
    const storage = given ?? globalThis.localStorage;
    const existing = storage?.getItem(DEVICE_ID_KEY);
    if (existing) return existing;
    const created = crypto.randomUUID();
    storage?.setItem(DEVICE_ID_KEY, created);
    return created;
  } catch {
    // Storage can be unavailable (private mode, quota): a per-page id still identifies the calls.
    return crypto.randomUUID();
  }
}
