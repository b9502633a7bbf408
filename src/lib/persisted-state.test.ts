import { z } from 'zod';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import {
  createPersistedStorage,
  readPersisted,
  removePersisted,
  writePersisted,
  type PersistedStoreOptions,
} from './persisted-state';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const start = Date.UTC(2026, 10, 1, 12);

const locationSchema = z.object({ id: z.number(), name: z.string() });
const southEnd = { id: 101, name: 'South End' };

/** A storage that refuses writes, as a full quota or Safari's old private mode does. */
function fullStorage(): Storage {
  const storage = Object.create(localStorage) as Storage;
  storage.setItem = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  return storage;
}

describe('persisted state: the stored entry', () => {
  beforeEach(() => localStorage.clear());

  it('reads back what it wrote', () => {
    expect(writePersisted('location', southEnd, { ttlMs: DAY, now: start })).toBe(true);

    expect(readPersisted('location', locationSchema, { now: start })).toEqual(southEnd);
  });

  it('keeps the location until just before its one-day expiry', () => {
    writePersisted('location', southEnd, { ttlMs: DAY, now: start });

    expect(readPersisted('location', locationSchema, { now: start + DAY - 1 })).toEqual(southEnd);
  });

  it('forgets the location once its day is up, and removes the key', () => {
    writePersisted('location', southEnd, { ttlMs: DAY, now: start });

    expect(readPersisted('location', locationSchema, { now: start + DAY })).toBeUndefined();
    expect(localStorage.getItem('location')).toBeNull();
  });

  it('forgets the menu after an hour', () => {
    writePersisted('menu', { id: 9001 }, { ttlMs: HOUR, now: start });

    expect(readPersisted('menu', z.object({ id: z.number() }), { now: start + HOUR })).toBeUndefined();
  });

  it('treats an expiry further ahead than the lifetime as tampered with, and removes the key', () => {
    localStorage.setItem('location', JSON.stringify({ value: southEnd, expires: start + DAY + 1 }));

    expect(readPersisted('location', locationSchema, { now: start, ttlMs: DAY })).toBeUndefined();
    expect(localStorage.getItem('location')).toBeNull();
  });

  it('keeps an expiry exactly one lifetime ahead', () => {
    writePersisted('location', southEnd, { ttlMs: DAY, now: start });

    expect(readPersisted('location', locationSchema, { now: start, ttlMs: DAY })).toEqual(southEnd);
  });

  it('treats an entry without an expiry as tampered with when the value has a lifetime', () => {
    writePersisted('location', southEnd, { now: start });

    expect(readPersisted('location', locationSchema, { now: start, ttlMs: DAY })).toBeUndefined();
    expect(localStorage.getItem('location')).toBeNull();
  });

  it('keeps a value written without a time to live', () => {
    writePersisted('language', 'es', { now: start });

    expect(readPersisted('language', z.enum(['en-US', 'es']), { now: start + 365 * DAY })).toBe('es');
  });

  it('returns undefined for a key that was never written', () => {
    expect(readPersisted('location', locationSchema)).toBeUndefined();
  });

  it.each([
    ['text that is not JSON', '{"value": {"id": 101'],
    ['a bare value from an older version of the site', JSON.stringify(southEnd)],
    ['an envelope without an expiry', JSON.stringify({ value: southEnd })],
    ['an expiry that is not a number', JSON.stringify({ value: southEnd, expires: 'tomorrow' })],
    ['JSON null', 'null'],
  ])('drops %s without throwing', (_case, raw) => {
    localStorage.setItem('location', raw);

    expect(readPersisted('location', locationSchema, { now: start })).toBeUndefined();
    expect(localStorage.getItem('location')).toBeNull();
  });

  it('drops a value of the wrong shape, such as one another app left under the same key', () => {
    writePersisted('location', { id: '101', title: 'South End' }, { ttlMs: DAY, now: start });

    expect(readPersisted('location', locationSchema, { now: start })).toBeUndefined();
    expect(localStorage.getItem('location')).toBeNull();
  });

  it('returns the value as the schema parses it', () => {
    writePersisted('location', { ...southEnd, extra: true }, { ttlMs: DAY, now: start });

    expect(readPersisted('location', locationSchema, { now: start })).toEqual(southEnd);
  });

  it('reports a write the browser refuses instead of throwing', () => {
    expect(writePersisted('location', southEnd, { ttlMs: DAY, storage: fullStorage() })).toBe(false);
  });

  it('reports a value that cannot be stored instead of throwing', () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;

    expect(writePersisted('location', circular)).toBe(false);
  });

  it('does nothing when the browser offers no storage at all', () => {
    expect(writePersisted('location', southEnd, { storage: null })).toBe(false);
    expect(readPersisted('location', locationSchema, { storage: null })).toBeUndefined();
    expect(() => removePersisted('location', { storage: null })).not.toThrow();
  });

  it('removes a key on request', () => {
    writePersisted('location', southEnd);
    removePersisted('location');

    expect(localStorage.getItem('location')).toBeNull();
  });
});

interface PickState {
  pick: number | null;
  note: string;
  choose: (pick: number) => void;
  writeNote: (note: string) => void;
}

const persistedPick = z.object({ pick: z.number().nullable() });

type PickStoreOptions = PersistedStoreOptions & { isStale?: (state: { pick: number | null }) => boolean };

function createPickStore(options: PickStoreOptions) {
  return create<PickState>()(
    persist(
      (set) => ({
        pick: null,
        note: '',
        choose: (pick) => set({ pick }),
        writeNote: (note) => set({ note }),
      }),
      {
        name: 'pick',
        storage: createPersistedStorage(persistedPick, { ...options, ttlMs: HOUR }),
        partialize: ({ pick }) => ({ pick }),
      },
    ),
  );
}

describe('persisted state: the zustand storage', () => {
  beforeEach(() => localStorage.clear());

  it('brings the state back in a later visit within its lifetime', () => {
    createPickStore({ clock: () => start })
      .getState()
      .choose(7);

    expect(createPickStore({ clock: () => start + HOUR - 1 }).getState().pick).toBe(7);
  });

  it('starts afresh once the lifetime is up, and removes the key', () => {
    createPickStore({ clock: () => start })
      .getState()
      .choose(7);

    expect(createPickStore({ clock: () => start + HOUR }).getState().pick).toBeNull();
    expect(localStorage.getItem('pick')).toBeNull();
  });

  it('starts afresh from a stored state that does not fit the schema', () => {
    localStorage.setItem('pick', JSON.stringify({ value: { state: { pick: 'x' } }, expires: start + HOUR }));

    expect(createPickStore({ clock: () => start }).getState().pick).toBeNull();
    expect(localStorage.getItem('pick')).toBeNull();
  });

  it('starts afresh from a stored state whose expiry was pushed past its lifetime', () => {
    const farFuture = start + 365 * DAY;
    localStorage.setItem(
      'pick',
      JSON.stringify({ value: { state: { pick: 7 }, version: 0 }, expires: farFuture }),
    );

    expect(createPickStore({ clock: () => start }).getState().pick).toBeNull();
    expect(localStorage.getItem('pick')).toBeNull();
  });

  it('writes the envelope the e2e specs and the budget script seed: { value: { state, version }, expires }', () => {
    createPickStore({ clock: () => start })
      .getState()
      .choose(7);

    expect(JSON.parse(localStorage.getItem('pick') ?? 'null')).toEqual({
      value: { state: { pick: 7 }, version: 0 },
      expires: start + HOUR,
    });
  });

  it('counts the expiry from the change of the persisted state, not from unrelated changes', () => {
    let now = start;
    const store = createPickStore({ clock: () => now });
    store.getState().choose(7);
    now = start + HOUR - 1;
    store.getState().writeNote('changing a field that is not persisted');

    expect(createPickStore({ clock: () => start + HOUR }).getState().pick).toBeNull();
  });

  it('restarts the expiry when the persisted state changes', () => {
    let now = start;
    const store = createPickStore({ clock: () => now });
    store.getState().choose(7);
    now = start + HOUR - 1;
    store.getState().choose(8);

    expect(createPickStore({ clock: () => start + HOUR }).getState().pick).toBe(8);
  });

  it('drops a state stored under another version instead of half-loading it', () => {
    writePersisted('pick', { state: { pick: 7 }, version: 3 }, { now: start, ttlMs: HOUR });

    expect(createPickStore({ clock: () => start }).getState().pick).toBeNull();
    expect(localStorage.getItem('pick')).toBeNull();
  });

  it('drops a state its store calls stale', () => {
    writePersisted('pick', { state: { pick: 7 }, version: 0 }, { now: start, ttlMs: HOUR });

    expect(createPickStore({ clock: () => start, isStale: () => true }).getState().pick).toBeNull();
    expect(localStorage.getItem('pick')).toBeNull();
  });

  it('keeps working in memory when the browser offers no storage', () => {
    const store = createPickStore({ clock: () => start, storage: () => null });
    store.getState().choose(7);

    expect(store.getState().pick).toBe(7);
  });

  it('keeps working in memory when every storage call throws', () => {
    const refusing = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    } as unknown as Storage;

    const store = createPickStore({ clock: () => start, storage: () => refusing });
    store.getState().choose(7);

    expect(store.getState().pick).toBe(7);
  });

  it('keeps zod from probing for eval, which the site CSP forbids and the browser reports', () => {
    expect(z.config().jitless).toBe(true);
  });
});
