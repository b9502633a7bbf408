import fc from 'fast-check';
import { storedText } from '../testing/stored-text-arbitrary';
import { CHUNK_RELOAD_STORAGE_KEY, isChunkLoadError, reloadForStaleChunk } from './stale-chunk-reload';

const chunkError = new TypeError('Failed to fetch dynamically imported module: https://x/assets/menu-abc.js');

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe('isChunkLoadError', () => {
  it('recognises the Chromium, Safari and Firefox chunk-load messages', () => {
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: /a.js'))).toBe(true);
  });

  it('ignores other errors', () => {
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError({ message: 'Importing a module script failed.' })).toBe(false);
  });
});

describe('reloadForStaleChunk', () => {
  it('reloads the page and remembers when', () => {
    const storage = memoryStorage();
    const reload = vi.fn();

    expect(reloadForStaleChunk(chunkError, { now: 1_000_000, storage, reload })).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
    expect(storage.values.get(CHUNK_RELOAD_STORAGE_KEY)).toBe('1000000');
  });

  it('does not reload again within 60 seconds', () => {
    const storage = memoryStorage({ [CHUNK_RELOAD_STORAGE_KEY]: '1000000' });
    const reload = vi.fn();

    expect(reloadForStaleChunk(chunkError, { now: 1_059_999, storage, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads again once 60 seconds have passed', () => {
    const storage = memoryStorage({ [CHUNK_RELOAD_STORAGE_KEY]: '1000000' });
    const reload = vi.fn();

    expect(reloadForStaleChunk(chunkError, { now: 1_060_000, storage, reload })).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('does not reload for an error that is not a chunk-load error', () => {
    const reload = vi.fn();
    expect(reloadForStaleChunk(new Error('boom'), { now: 1, storage: memoryStorage(), reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload when storage is unavailable, so it cannot loop', () => {
    const reload = vi.fn();
    const storage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
    };
    expect(reloadForStaleChunk(chunkError, { now: 1, storage, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('reloadForStaleChunk, fed whatever the tab stored', () => {
  it('never throws, and reloads at most once per guard window', () => {
    fc.assert(
      fc.property(storedText(), fc.integer({ min: 1 }), (raw, now) => {
        const storage = memoryStorage({ [CHUNK_RELOAD_STORAGE_KEY]: raw });
        const reload = vi.fn();
        const first = reloadForStaleChunk(chunkError, { now, storage, reload });
        const again = reloadForStaleChunk(chunkError, { now, storage, reload });
        expect(again).toBe(false);
        expect(reload).toHaveBeenCalledTimes(first ? 1 : 0);
      }),
      { numRuns: 50 },
    );
  });
});
