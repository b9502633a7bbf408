import * as z from 'zod/mini';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '../config/client-state';
import { createPersistedStorage, type PersistedStoreOptions } from '../lib/persisted-state';

/** A CMS slug's last segment, as the expansion stores folder names its restaurants. */
const marketSlug = z.string().check(z.regex(/^[a-z0-9][a-z0-9-]*$/));

export interface ExpansionMarketState {
  /** The expansion-market restaurant whose menu the visitor browses (its CMS slug), if chosen. */
  market: string | null;
  /** Keeps a well-formed slug; answers false and changes nothing for another value. */
  chooseMarket: (market: string) => boolean;
  clearMarket: () => void;
}

const persistedMarket = z.object({ market: z.nullable(marketSlug) });

/** SPEC §4: persisted under 'expansion-markets' with the other keys, with no expiry. */
export function createExpansionMarketStore(options: PersistedStoreOptions = {}) {
  return create<ExpansionMarketState>()(
    persist(
      (set) => ({
        market: null,
        chooseMarket: (market) => {
          const parsed = marketSlug.safeParse(market);
          if (parsed.success) set({ market: parsed.data });
          return parsed.success;
        },
        clearMarket: () => set({ market: null }),
      }),
      {
        name: STORAGE_KEYS.expansionMarket,
        storage: createPersistedStorage(persistedMarket, options),
        partialize: ({ market }) => ({ market }),
      },
    ),
  );
}

export const useExpansionMarketStore = createExpansionMarketStore();
