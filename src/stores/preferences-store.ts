import * as z from 'zod/mini';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { CLIENT_TYPE } from '../config/client';
import { SANDWICH_ID, STORAGE_KEYS } from '../config/client-state';
import { readDeviceId } from '../lib/device-id';
import { browserStorage, createPersistedStorage, type PersistedStoreOptions } from '../lib/persisted-state';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, toSupportedLocale, type Locale } from '../i18n/locales';
import { channelFromLocation, currentPageUrl, type Channel } from './channel';
import type { EngagementSite } from '../lib/engagement';

export interface PreferencesState {
  /** SPEC §1: en-US unless the visitor chose Spanish; persisted. */
  language: Locale;
  /** Derived from the address on load and on every route change (SPEC §1); never persisted. */
  channel: Channel;
  /** Stable random id of this browser, sent with every API call. */
  deviceId: string;
  client: typeof CLIENT_TYPE;
  sandwichId: typeof SANDWICH_ID;
  setLanguage: (language: Locale) => void;
  /** Re-derives the channel from the page address; call it on every route change. */
  syncChannel: (url: URL) => void;
}

export interface PreferencesStoreOptions extends PersistedStoreOptions {
  /** The address the channel and a forced language (`?lang=`) start from; defaults to the page's. */
  initialUrl?: URL;
}

// Accepts the forms an older version or a link may have left ('es', 'en') and maps them.
const storedLanguage = z.pipe(
  z.pipe(
    z.string(),
    z.transform((language: string) => toSupportedLocale(language)),
  ),
  z.enum(SUPPORTED_LOCALES),
);

const persistedPreferences = z.object({ language: storedLanguage });

/** Persisted under 'app-state' (the language only), with no expiry. */
export function createPreferencesStore({
  initialUrl = currentPageUrl(),
  ...options
}: PreferencesStoreOptions = {}) {
  const store = create<PreferencesState>()(
    persist(
      (set) => ({
        language: DEFAULT_LOCALE,
        channel: initialUrl ? channelFromLocation(initialUrl) : 'default',
        deviceId: readDeviceId(options.storage ? options.storage() : browserStorage()),
        client: CLIENT_TYPE,
        sandwichId: SANDWICH_ID,
        setLanguage: (language) => set({ language }),
        syncChannel: (url) => set({ channel: channelFromLocation(url) }),
      }),
      {
        name: STORAGE_KEYS.preferences,
        storage: createPersistedStorage(persistedPreferences, options),
        partialize: ({ language }) => ({ language }),
      },
    ),
  );
  // SPEC §4: an initial `?lang=` forces that language over the stored one, and becomes the stored choice.
  const forcedLanguage = toSupportedLocale(initialUrl?.searchParams.get('lang'));
  if (forcedLanguage) store.getState().setLanguage(forcedLanguage);
  return store;
}

export const usePreferencesStore = createPreferencesStore();

/** For the http client's catering sub-type header (SPEC §1/§7). */
export const selectIsCatering = (state: PreferencesState): boolean => state.channel === 'catering';

/** Which site's content cards, in-app messages and inbox the visitor sees (SPEC §4). */
export const selectEngagementSite = (state: PreferencesState): EngagementSite =>
  selectIsCatering(state) ? 'catering' : 'regular';
