import { writePersisted } from '../lib/persisted-storage';
import { setClientStateClock } from './client-state-clock';
import { STORAGE_KEYS } from './constants';
import { useOrderStore } from './order-store';

const HOUR = 60 * 60 * 1000;
const start = Date.UTC(2026, 10, 1, 12);
const cart = { id: 900123, menu_id: 9001, location_id: 101, created: new Date(start).toISOString() };

describe('client-state clock', () => {
  beforeEach(() => {
    localStorage.clear();
    useOrderStore.setState(useOrderStore.getInitialState(), true);
    writePersisted(STORAGE_KEYS.order, { state: { order: cart }, version: 0 }, { now: start + 40 * HOUR });
  });
  afterEach(() => setClientStateClock());

  it('lets the app stores judge expiries by a pinned time', async () => {
    setClientStateClock(() => start + 47 * HOUR);
    await useOrderStore.persist.rehydrate();

    expect(useOrderStore.getState().order).toEqual(cart);
  });

  it('makes the app stores drop an order that is too old at the pinned time', async () => {
    setClientStateClock(() => start + 49 * HOUR);
    await useOrderStore.persist.rehydrate();

    expect(useOrderStore.getState().order).toBeNull();
  });
});
