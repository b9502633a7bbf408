import fc from 'fast-check';
import { STORAGE_KEYS } from '../config/client-state';
import { storedText } from '../testing/stored-text-arbitrary';
import { createExpansionMarketStore } from './expansion-market-store';
import { createLocationStore } from './location-store';
import { createOrderStore } from './order-store';
import { createPreferencesStore } from './preferences-store';
import { createSessionStore } from './session-store';

const storage = () => localStorage;

/** Each persisted store, made afresh over whatever its key holds, as on a page load. */
const stores = [
  { key: STORAGE_KEYS.session, create: () => createSessionStore({ storage }) },
  { key: STORAGE_KEYS.location, create: () => createLocationStore({ storage }) },
  { key: STORAGE_KEYS.order, create: () => createOrderStore({ storage }) },
  { key: STORAGE_KEYS.preferences, create: () => createPreferencesStore({ storage }) },
  { key: STORAGE_KEYS.expansionMarket, create: () => createExpansionMarketStore({ storage }) },
];

describe('the persisted stores, started over whatever their key holds', () => {
  beforeEach(() => localStorage.clear());

  it.each(stores)('$key starts, and reads again, without throwing', async ({ key, create }) => {
    await fc.assert(
      fc.asyncProperty(storedText(), async (raw) => {
        localStorage.setItem(key, raw);
        const store = create();
        await store.persist.rehydrate();
        expect(() => JSON.stringify(store.getState())).not.toThrow();
      }),
      { numRuns: 40 },
    );
  });
});
