import { create } from 'zustand';

/**
 * Client state around the menu. Which menu is shown is not stored: it follows from the chosen
 * location and the channel (`src/ordering/menu-ids.ts`), so it cannot disagree with them. The menu
 * itself is server data, kept for an hour (SPEC §4) in the query cache.
 */
export interface MenuState {
  /** The `?product=` text of a deep link, as typed in the link (SPEC §4 "Deep link"). */
  deeplinkProductQuery: string | null;
  /** The sku the deep link resolved to. */
  deeplinkProduct: string | null;
  /** The deep-linked product is missing at the chosen location, or matched nothing. */
  deeplinkProductNotFoundAtLocation: boolean;
  /** Code (`cred`) of a wallet offer to apply once there is an order. */
  offerToApply: string | null;
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

/** Per visit, never persisted. */
export function createMenuStore() {
  return create<MenuState>()((set) => ({
    ...noDeeplink,
    offerToApply: null,
    setDeeplinkProductQuery: (deeplinkProductQuery) => set({ deeplinkProductQuery }),
    setDeeplinkProduct: (deeplinkProduct) => set({ deeplinkProduct }),
    setDeeplinkProductNotFoundAtLocation: (deeplinkProductNotFoundAtLocation) =>
      set({ deeplinkProductNotFoundAtLocation }),
    clearDeeplink: () => set(noDeeplink),
    setOfferToApply: (offerToApply) => set({ offerToApply }),
  }));
}

export const useMenuStore = createMenuStore();
