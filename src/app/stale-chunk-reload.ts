/** SPEC §4/§9: a stale-chunk load error reloads the page at most once per 60 s. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const CHUNK_RELOAD_STORAGE_KEY = 'chunk-reload-at';

const CHUNK_LOAD_ERROR =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/;

/** The messages Chromium, Safari and Firefox give when a lazily loaded module (e.g. from an older deploy) is gone. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_ERROR.test(error.message);
}

export interface ChunkReloadDeps {
  now: number;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
}

/**
 * Reloads the page for a chunk-load error unless it already did so within the guard window.
 * Returns whether it reloaded; when it did not, the caller shows the error page instead.
 */
export function reloadForStaleChunk(error: unknown, { now, storage, reload }: ChunkReloadDeps): boolean {
  if (!isChunkLoadError(error)) return false;
  try {
    const lastReloadAt = Number(storage.getItem(CHUNK_RELOAD_STORAGE_KEY));
    if (Number.isFinite(lastReloadAt) && lastReloadAt > 0 && now - lastReloadAt < CHUNK_RELOAD_GUARD_MS)
      return false;
    storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
  } catch {
    // Without storage the guard cannot be kept, and an unguarded reload could loop forever.
    return false;
  }
  reload();
  return true;
}
