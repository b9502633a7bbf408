import * as z from 'zod/mini';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { LOCATION_TTL_MS, STORAGE_KEYS } from '../config/client-state';
import { createPersistedStorage, type PersistedStoreOptions } from '../lib/persisted-state';

/**
 * What the client keeps of a location (SPEC §3 "Location"): enough to show the header address, put
 * the map marker and pick the menu. Parsing strips every other field of the server's location, so
 * hours, phone or distance are never copied into client state; they stay in the query cache.
 */
export const chosenLocationSchema = z.object({
  id: z.int().check(z.positive()),
  name: z.string().check(z.minLength(1)),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  menu_id: z.int().check(z.positive()),
  catering_menu_id: z.optional(z.nullable(z.int().check(z.positive()))),
  lat: z.number().check(z.gte(-90), z.lte(90)),
  lng: z.number().check(z.gte(-180), z.lte(180)),
});

export type ChosenLocation = z.infer<typeof chosenLocationSchema>;

export interface LocationState {
  /** The location the visitor orders from; kept for one day (SPEC §4). */
  location: ChosenLocation | null;
  /** The locations the location dialog is choosing among (recent, nearest); not persisted. */
  locationList: ChosenLocation[];
  /** Keeps the location's client-side fields; answers false and changes nothing for a malformed one. */
  setLocation: (location: ChosenLocation) => boolean;
  clearLocation: () => void;
  /** Keeps the well-formed locations of `locations`, each reduced to its client-side fields. */
  setLocationList: (locations: readonly ChosenLocation[]) => void;
}

const persistedLocation = z.object({ location: z.nullable(chosenLocationSchema) });

/** Persisted under 'location' for one day from the moment a location is chosen. */
export function createLocationStore(options: PersistedStoreOptions = {}) {
  return create<LocationState>()(
    persist(
      (set) => ({
        location: null,
        locationList: [],
        setLocation: (location) => {
          const parsed = chosenLocationSchema.safeParse(location);
          if (parsed.success) set({ location: parsed.data });
          return parsed.success;
        },
        clearLocation: () => set({ location: null }),
        setLocationList: (locations) =>
          set({
            locationList: locations.flatMap((location) => {
              const parsed = chosenLocationSchema.safeParse(location);
              return parsed.success ? [parsed.data] : [];
            }),
          }),
      }),
      {
        name: STORAGE_KEYS.location,
        storage: createPersistedStorage(persistedLocation, { ...options, ttlMs: LOCATION_TTL_MS }),
        partialize: ({ location }) => ({ location }),
      },
    ),
  );
}

export const useLocationStore = createLocationStore();

export const selectHasLocation = (state: LocationState): boolean => state.location !== null;
