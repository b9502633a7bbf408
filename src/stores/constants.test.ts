import { writePersisted } from '../lib/persisted-storage';
import { LOCATION_TTL_MS, MENU_TTL_MS, ORDER_MAX_AGE_MS, ORDER_TTL_MS, STORAGE_KEYS } from './constants';
import { createLocationStore } from './location-store';
import { createMenuStore } from './menu-store';
import { createOrderStore } from './order-store';
import { CHARLOTTE_UPTOWN } from '../testing/chosen-location';

/**
 * SPEC §4 "Local persistence", in the spec's own numbers rather than the constants': the other store
 * tests measure from the constants, so a wrong constant would pass them. Every duration here is
 * written out in milliseconds.
 */
const ONE_HOUR = 3_600_000;
const ONE_DAY = 86_400_000;
const FORTY_EIGHT_HOURS = 172_800_000;

const start = Date.UTC(2026, 10, 1, 12);
const order = { id: 80100, menu_id: 100, location_id: 1001, created: new Date(start).toISOString() };

describe('SPEC §4 persistence expiries', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the location for 1 day, the menu for 1 hour and the order for 1 day', () => {
    expect(LOCATION_TTL_MS).toBe(ONE_DAY);
    expect(MENU_TTL_MS).toBe(ONE_HOUR);
    expect(ORDER_TTL_MS).toBe(ONE_DAY);
  });

  it('discards an order created more than 48 hours ago on start-up', () => {
    expect(ORDER_MAX_AGE_MS).toBe(FORTY_EIGHT_HOURS);
  });

  it('uses one key per persisted store', () => {
    expect(STORAGE_KEYS).toEqual({
      session: 'token',
      location: 'location',
      menu: 'menu',
      order: 'order',
      preferences: 'app-state',
    });
  });

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

  it('writes the menu with an expiry of now + 1 hour, and forgets it then', () => {
    createMenuStore({ clock: () => start })
      .getState()
      .setMenuId(100);

    expect(JSON.parse(localStorage.getItem('menu') ?? 'null')).toMatchObject({ expires: start + ONE_HOUR });
    expect(createMenuStore({ clock: () => start + ONE_HOUR - 1 }).getState().menuId).toBe(100);
    expect(createMenuStore({ clock: () => start + ONE_HOUR }).getState().menuId).toBeNull();
  });

  it('writes the order with an expiry of now + 1 day, and forgets it then', () => {
    createOrderStore({ clock: () => start })
      .getState()
      .setOrder(order);

    expect(JSON.parse(localStorage.getItem('order') ?? 'null')).toMatchObject({ expires: start + ONE_DAY });
    expect(createOrderStore({ clock: () => start + ONE_DAY - 1 }).getState().order).toEqual(order);
    expect(createOrderStore({ clock: () => start + ONE_DAY }).getState().order).toBeNull();
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
