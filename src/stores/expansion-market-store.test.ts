import { STORAGE_KEYS } from '../config/client-state';
import { writePersisted } from '../lib/persisted-state';
import { createExpansionMarketStore } from './expansion-market-store';

describe('expansion market store', () => {
  beforeEach(() => localStorage.clear());

  it('starts with no market, and keeps the chosen one across visits', () => {
    expect(createExpansionMarketStore().getState().market).toBeNull();

    expect(createExpansionMarketStore().getState().chooseMarket('nashville-the-gulch')).toBe(true);

    expect(createExpansionMarketStore().getState().market).toBe('nashville-the-gulch');
    expect(localStorage.getItem(STORAGE_KEYS.expansionMarket)).toContain('nashville-the-gulch');
  });

  it('refuses a value that is no market slug, and keeps what it had', () => {
    const store = createExpansionMarketStore();
    store.getState().chooseMarket('birmingham-downtown');

    expect(store.getState().chooseMarket('../account')).toBe(false);

    expect(store.getState().market).toBe('birmingham-downtown');
  });

  it('starts empty when what is stored is corrupt', () => {
    writePersisted(STORAGE_KEYS.expansionMarket, { state: { market: 42 }, version: 0 }, { now: Date.now() });

    expect(createExpansionMarketStore().getState().market).toBeNull();
  });

  it('forgets the market when cleared', () => {
    const store = createExpansionMarketStore();
    store.getState().chooseMarket('birmingham-downtown');

    store.getState().clearMarket();

    expect(createExpansionMarketStore().getState().market).toBeNull();
  });
});
