import * as z from 'zod/mini';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { MENU_TTL_MS, STORAGE_KEYS } from '../config/client-state';
import { createPersistedStorage, type PersistedStoreOptions } from '../lib/persisted-state';

const menuIdSchema = z.int().check(z.positive());

export interface MenuState {
  /** The menu being browsed, usually the chosen location's (persisted one hour, SPEC §4). */
  menuId: number | null;
  /** The menu shown before a location is chosen, and the fallback for deep links (persisted). */
  defaultMenuId: number | null;
  /** The `?product=` text of a deep link, as typed in the link (SPEC §4 "Deep link"). */
  deeplinkProductQuery: string | null;
  /** The sku the deep link resolved to. */
  deeplinkProduct: string | null;
  /** The deep-linked product is missing at the chosen location, or matched nothing. */
  deeplinkProductNotFoundAtLocation: boolean;
  /** Code (`cred`) of a wallet offer to apply once there is an order. */
  offerToApply: string | null;
  setMenuId: (menuId: number | null) => void;
  setDefaultMenuId: (menuId: number | null) => void;
  setDeeplinkProductQuery: (query: string | null) => void;
  setDeeplinkProduct: (sku: string | null) => void;
  setDeeplinkProductNotFoundAtLocation: (notFound: boolean) => void;
  clearDeeplink: () => void;
  setOfferToApply: (code: string | null) => void;
}

const noDeeplink = {
  deeplinkProductQuery: null,
  deeplinkProduct: null,
  deeplinkProductNotFoundAtLocation: false,
} as const;

const persistedMenu = z.object({ menuId: z.nullable(menuIdSchema), defaultMenuId: z.nullable(menuIdSchema) });

/** Persisted under 'menu' (the two menu ids only) for one hour from the last change. */
export function createMenuStore(options: PersistedStoreOptions = {}) {
  return create<MenuState>()(
    persist(
      (set) => ({
        menuId: null,
        defaultMenuId: null,
        ...noDeeplink,
        offerToApply: null,
        setMenuId: (menuId) => set({ menuId }),
        setDefaultMenuId: (defaultMenuId) => set({ defaultMenuId }),
        setDeeplinkProductQuery: (deeplinkProductQuery) => set({ deeplinkProductQuery }),
        setDeeplinkProduct: (deeplinkProduct) => set({ deeplinkProduct }),
        setDeeplinkProductNotFoundAtLocation: (deeplinkProductNotFoundAtLocation) =>
          set({ deeplinkProductNotFoundAtLocation }),
        clearDeeplink: () => set(noDeeplink),
        setOfferToApply: (offerToApply) => set({ offerToApply }),
      }),
      {
        name: STORAGE_KEYS.menu,
        storage: createPersistedStorage(persistedMenu, { ...options, ttlMs: MENU_TTL_MS }),
        partialize: ({ menuId, defaultMenuId }) => ({ menuId, defaultMenuId }),
      },
    ),
  );
}

export const useMenuStore = createMenuStore();
