import { writePersisted } from '../lib/persisted-state';
import { LOCATION_TTL_MS, STORAGE_KEYS } from '../config/client-state';
import { createLocationStore, type ChosenLocation } from './location-store';

const HOUR = 60 * 60 * 1000;
const start = Date.UTC(2026, 10, 1, 12);

const southEnd: ChosenLocation = {
  id: 101,
  name: 'South End',
  address: '1200 South Blvd',
  city: 'Charlotte',
  state: 'NC',
  zip: '28203',
  menu_id: 9001,
  catering_menu_id: 9501,
  lat: 35.21,
  lng: -80.86,
};
const uptown: ChosenLocation = { ...southEnd, id: 102, name: 'Uptown', catering_menu_id: null };

describe('location store', () => {
  beforeEach(() => localStorage.clear());

  it('starts with no location and an empty list', () => {
    expect(createLocationStore({ clock: () => start }).getState()).toMatchObject({
      location: null,
      locationList: [],
    });
  });

  it('keeps the chosen location for one day', () => {
    createLocationStore({ clock: () => start })
      .getState()
      .setLocation(southEnd);

    expect(createLocationStore({ clock: () => start + LOCATION_TTL_MS - 1 }).getState().location).toEqual(
      southEnd,
    );
    expect(createLocationStore({ clock: () => start + LOCATION_TTL_MS }).getState().location).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.location)).toBeNull();
  });

  it('counts the day from the choice, however often the location list changes', () => {
    let now = start;
    const store = createLocationStore({ clock: () => now });
    store.getState().setLocation(southEnd);
    now = start + 23 * HOUR;
    store.getState().setLocationList([southEnd, uptown]);

    expect(createLocationStore({ clock: () => start + LOCATION_TTL_MS }).getState().location).toBeNull();
  });

  it('does not keep the location list for the next visit', () => {
    createLocationStore({ clock: () => start })
      .getState()
      .setLocationList([southEnd, uptown]);

    expect(createLocationStore({ clock: () => start }).getState().locationList).toEqual([]);
  });

  it("keeps only the client-side fields of the server's location", () => {
    const fromServer = { ...southEnd, phone: '7045550100', timezone: 'America/New_York', distance: 1.2 };
    const store = createLocationStore({ clock: () => start });
    store.getState().setLocation(fromServer);
    store.getState().setLocationList([fromServer]);

    expect(store.getState().location).toEqual(southEnd);
    expect(store.getState().locationList).toEqual([southEnd]);
  });

  it('refuses a malformed location and keeps the current one', () => {
    const store = createLocationStore({ clock: () => start });
    store.getState().setLocation(southEnd);

    expect(store.getState().setLocation({ ...southEnd, menu_id: Number.NaN })).toBe(false);
    expect(store.getState().location).toEqual(southEnd);
  });

  it('clears the location', () => {
    const store = createLocationStore({ clock: () => start });
    store.getState().setLocation(southEnd);
    store.getState().clearLocation();

    expect(createLocationStore({ clock: () => start }).getState().location).toBeNull();
  });

  it.each([
    ['text that is not JSON', '{"value": {"state": '],
    ['a bare location from an older version of the site', JSON.stringify(southEnd)],
    [
      'a location of another shape',
      JSON.stringify({ value: { state: { location: { id: '101', title: 'South End' } } }, expires: null }),
    ],
    ['a value from another app', JSON.stringify({ value: { lat: 1, lng: 2 }, expires: null })],
    ['JSON null', 'null'],
  ])('starts with no location, without throwing, from %s', (_case, raw) => {
    localStorage.setItem(STORAGE_KEYS.location, raw);

    expect(createLocationStore({ clock: () => start }).getState().location).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.location)).toBeNull();
  });

  it('starts with no location from a stored one whose day is over', () => {
    writePersisted(
      STORAGE_KEYS.location,
      { state: { location: southEnd }, version: 0 },
      { now: start, ttlMs: 1 },
    );

    expect(createLocationStore({ clock: () => start + 1 }).getState().location).toBeNull();
  });
});
