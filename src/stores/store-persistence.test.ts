import { z } from 'zod';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { writePersisted } from '../lib/persisted-storage';
import { createStorePersistence, type ClientStateStoreOptions } from './store-persistence';

const HOUR = 60 * 60 * 1000;
const start = Date.UTC(2026, 10, 1, 12);

interface PickState {
  pick: number | null;
  note: string;
  choose: (pick: number) => void;
  writeNote: (note: string) => void;
}

const persistedPick = z.object({ pick: z.number().nullable() });

type PickStoreOptions = ClientStateStoreOptions & { isStale?: (state: { pick: number | null }) => boolean };

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
        storage: createStorePersistence(persistedPick, {
          ...options,
          ttlMs: HOUR,
        }),
        partialize: ({ pick }) => ({ pick }),
      },
    ),
  );
}

describe('client-state persistence', () => {
  beforeEach(() => localStorage.clear());

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
    writePersisted('pick', { state: { pick: 7 }, version: 3 }, { now: start });

    expect(createPickStore({ clock: () => start }).getState().pick).toBeNull();
    expect(localStorage.getItem('pick')).toBeNull();
  });

  it('drops a state its store calls stale', () => {
    writePersisted('pick', { state: { pick: 7 }, version: 0 }, { now: start });

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
