import { ORDER_TTL_MS, STORAGE_KEYS } from '../config/client-state';
import { setClientStateClock } from '../lib/client-state-clock';
import { writePersisted } from '../lib/persisted-state';
import { CHARLOTTE_UPTOWN } from '../testing/chosen-location';
import { createLocationStore } from './location-store';
import { createOrderStore, useOrderStore } from './order-store';

/**
 * SPEC §4 "Local persistence" as the stores apply it, in the spec's own numbers rather than the
 * constants': the other store tests measure from the constants, so a wrong constant would pass them.
 */
const ONE_HOUR = 3_600_000;
const ONE_DAY = 86_400_000;
const FORTY_EIGHT_HOURS = 172_800_000;

const start = Date.UTC(2026, 10, 1, 12);
const order = {
  id: 'c186a39e-d479-4422-9c4a-d9b10f687c80',
  menu_id: 100,
  location_id: 1001,
  created: new Date(start).toISOString(),
};

describe('SPEC §4 persistence expiries of the stores', () => {
  beforeEach(() => localStorage.clear());

  it('writes the location with an expiry of now + 1 day, and forgets it then', () => {
    createLocationStore({ clock: () => start })
      .getState()
      .setLocation(CHARLOTTE_UPTOWN);

    expect(JSON.parse(localStorage.getItem('location') ?? 'null')).toMatchObject({
      expires: start + ONE_DAY,
    });
    expect(createLocationStore({ clock: () => start + ONE_DAY - 1 }).getState().location).toEqual(
      CHARLOTTE_UPTOWN,
    );
    expect(createLocationStore({ clock: () => start + ONE_DAY }).getState().location).toBeNull();
  });

  it('forgets a location whose stored expiry was pushed further than one day ahead', () => {
    writePersisted(
      'location',
      { state: { location: CHARLOTTE_UPTOWN }, version: 0 },
      { now: start, ttlMs: ONE_DAY + 1 },
    );

    expect(createLocationStore({ clock: () => start }).getState().location).toBeNull();
    expect(localStorage.getItem('location')).toBeNull();
  });

  it('writes the order with an expiry of now + 1 day, and forgets it then', () => {
    createOrderStore({ clock: () => start })
      .getState()
      .setOrder(order);

    expect(JSON.parse(localStorage.getItem('order') ?? 'null')).toMatchObject({ expires: start + ONE_DAY });
    expect(createOrderStore({ clock: () => start + ONE_DAY - 1 }).getState().order).toEqual(order);
    expect(createOrderStore({ clock: () => start + ONE_DAY }).getState().order).toBeNull();
  });

  it('forgets an order whose stored expiry was pushed years ahead, or removed', () => {
    const tenYears = 3650 * ONE_DAY;
    writePersisted('order', { state: { order }, version: 0 }, { now: start, ttlMs: tenYears });
    expect(createOrderStore({ clock: () => start }).getState().order).toBeNull();

    localStorage.setItem('order', JSON.stringify({ value: { state: { order }, version: 0 }, expires: null }));
    expect(createOrderStore({ clock: () => start }).getState().order).toBeNull();
    expect(localStorage.getItem('order')).toBeNull();
  });

  it('keeps an unexpired order created 48 hours ago, drops one created a moment earlier', () => {
    const writtenAt = start + FORTY_EIGHT_HOURS - ONE_HOUR;
    writePersisted('order', { state: { order }, version: 0 }, { now: writtenAt, ttlMs: ONE_DAY });
    expect(createOrderStore({ clock: () => start + FORTY_EIGHT_HOURS }).getState().order).toEqual(order);

    expect(createOrderStore({ clock: () => start + FORTY_EIGHT_HOURS + 1 }).getState().order).toBeNull();
    expect(localStorage.getItem('order')).toBeNull();
  });

  it('drops an order without a created value on start-up', () => {
    const { created: _created, ...withoutCreated } = order;
    writePersisted('order', { state: { order: withoutCreated }, version: 0 }, { now: start, ttlMs: ONE_DAY });

    expect(createOrderStore({ clock: () => start }).getState().order).toBeNull();
    expect(localStorage.getItem('order')).toBeNull();
  });
});

describe('the client-state clock', () => {
  const cart = { ...order, created: new Date(start).toISOString() };

  beforeEach(() => {
    localStorage.clear();
    useOrderStore.setState(useOrderStore.getInitialState(), true);
    writePersisted(
      STORAGE_KEYS.order,
      { state: { order: cart }, version: 0 },
      { now: start + 40 * ONE_HOUR, ttlMs: ORDER_TTL_MS },
    );
  });
  afterEach(() => setClientStateClock());

  it('lets the app stores judge expiries by a pinned time', async () => {
    setClientStateClock(() => start + 47 * ONE_HOUR);
    await useOrderStore.persist.rehydrate();

    expect(useOrderStore.getState().order).toEqual(cart);
  });

  it('makes the app stores drop an order that is too old at the pinned time', async () => {
    setClientStateClock(() => start + 49 * ONE_HOUR);
    await useOrderStore.persist.rehydrate();

    expect(useOrderStore.getState().order).toBeNull();
  });
});
