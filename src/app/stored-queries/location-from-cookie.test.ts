import { LOCATION_IDS } from '../../../mocks/seed/constants';
import { COOKIE_NAMES, readCookie, removeCookie, writeCookie } from '../../lib/cookies';
import { useLocationStore } from '../../stores';
import { createTestQueryClient } from '../../testing/render-with-providers';
import { keepLocationCookie, restoreLocationFromCookie } from './location-from-cookie';

const uptown = {
  id: LOCATION_IDS.charlotteUptown,
  name: 'Uptown',
  address: '1 Main St',
  city: 'Charlotte',
  state: 'NC',
  zip: '28202',
  menu_id: 1,
  lat: 35.2,
  lng: -80.8,
};

describe('the location id cookie read back (SPEC §9)', () => {
  afterEach(() => removeCookie(COOKIE_NAMES.locationId));

  it('gives a visitor whose stored location is gone the location the cookie names', async () => {
    writeCookie(COOKIE_NAMES.locationId, String(LOCATION_IDS.charlotteSouthEnd));
    await restoreLocationFromCookie(createTestQueryClient());

    expect(useLocationStore.getState().location?.id).toBe(LOCATION_IDS.charlotteSouthEnd);
    expect(useLocationStore.getState().location?.name).toMatch(/\S/);
  });

  it('keeps the stored location over the cookie, and asks nothing', async () => {
    useLocationStore.getState().setLocation(uptown);
    writeCookie(COOKIE_NAMES.locationId, String(LOCATION_IDS.charlotteSouthEnd));
    const queryClient = createTestQueryClient();
    await restoreLocationFromCookie(queryClient);

    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(useLocationStore.getState().location?.id).toBe(LOCATION_IDS.charlotteUptown);
  });

  it('removes a cookie that names no location, and one that is not an id, asking nothing for it', async () => {
    writeCookie(COOKIE_NAMES.locationId, '999999');
    await restoreLocationFromCookie(createTestQueryClient());
    expect(readCookie(COOKIE_NAMES.locationId)).toBeUndefined();
    expect(useLocationStore.getState().location).toBeNull();

    writeCookie(COOKIE_NAMES.locationId, '12abc');
    const queryClient = createTestQueryClient();
    await restoreLocationFromCookie(queryClient);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(readCookie(COOKIE_NAMES.locationId)).toBeUndefined();
    expect(useLocationStore.getState().location).toBeNull();
  });

  it("writes the chosen location's id to the cookie until its stored day ends, and clears it with the location", async () => {
    const cookieWrites = vi.spyOn(Document.prototype, 'cookie', 'set');
    const stop = keepLocationCookie();
    useLocationStore.getState().setLocation(uptown);
    await vi.waitFor(() =>
      expect(readCookie(COOKIE_NAMES.locationId)).toBe(String(LOCATION_IDS.charlotteUptown)),
    );
    // The location was stored for one day just now: the cookie ends with it.
    const maxAge = Number(/max-age=(\d+)/.exec(String(cookieWrites.mock.lastCall?.[0]))?.[1]);
    expect(maxAge).toBeGreaterThan(86_400 - 60);
    expect(maxAge).toBeLessThanOrEqual(86_400);

    useLocationStore.getState().clearLocation();
    await vi.waitFor(() => expect(readCookie(COOKIE_NAMES.locationId)).toBeUndefined());
    stop();
    cookieWrites.mockRestore();
  });

  it('sets right a cookie that names another location than the stored one', () => {
    useLocationStore.getState().setLocation(uptown);
    writeCookie(COOKIE_NAMES.locationId, String(LOCATION_IDS.charlotteSouthEnd));
    keepLocationCookie()();

    expect(readCookie(COOKIE_NAMES.locationId)).toBe(String(LOCATION_IDS.charlotteUptown));
  });
});
