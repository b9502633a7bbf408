import { z } from 'zod';
import { createStore } from 'zustand/vanilla';
import { persist } from 'zustand/middleware';
import { createPersistedZustandStorage } from './persisted-zustand-storage';

const HOUR = 60 * 60 * 1000;
const start = Date.UTC(2026, 10, 1, 12);

interface MenuState {
  menuId: number | null;
  chooseMenu: (menuId: number) => void;
}

const persistedMenu = z.object({ menuId: z.number().nullable() });

function createMenuStore(clock: () => number) {
  return createStore<MenuState>()(
    persist((set) => ({ menuId: null, chooseMenu: (menuId) => set({ menuId }) }), {
      name: 'menu',
      storage: createPersistedZustandStorage(persistedMenu, { ttlMs: HOUR, clock }),
      partialize: ({ menuId }) => ({ menuId }),
    }),
  );
}

describe('persisted zustand storage', () => {
  beforeEach(() => localStorage.clear());

  it('brings back the chosen menu in the next visit within the hour', () => {
    createMenuStore(() => start)
      .getState()
      .chooseMenu(9001);

    expect(createMenuStore(() => start + HOUR - 1).getState().menuId).toBe(9001);
  });

  it('starts from no menu once the hour is up', () => {
    createMenuStore(() => start)
      .getState()
      .chooseMenu(9001);

    expect(createMenuStore(() => start + HOUR).getState().menuId).toBeNull();
    expect(localStorage.getItem('menu')).toBeNull();
  });

  it('starts from no menu when the stored state is corrupted', () => {
    localStorage.setItem('menu', JSON.stringify({ value: { state: { menuId: 'x' } }, expires: null }));

    expect(createMenuStore(() => start).getState().menuId).toBeNull();
    expect(localStorage.getItem('menu')).toBeNull();
  });
});
