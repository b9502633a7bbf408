import { waitFor } from '@testing-library/react';
import { LOCATION_IDS } from '../../../../mocks/seed/constants';
import { COOKIE_NAMES, readCookie, removeCookie, writeCookie } from '../../../lib/cookies';
import { useLocationStore } from '../../../stores';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { LocationFromCookie } from './location-from-cookie';

describe('the location id cookie read back (SPEC §9)', () => {
  afterEach(() => removeCookie(COOKIE_NAMES.locationId));

  it('gives a visitor whose stored location is gone the location the cookie names', async () => {
    writeCookie(COOKIE_NAMES.locationId, String(LOCATION_IDS.charlotteSouthEnd));
    renderWithProviders(<LocationFromCookie />);

    await waitFor(() =>
      expect(useLocationStore.getState().location?.id).toBe(LOCATION_IDS.charlotteSouthEnd),
    );
    expect(useLocationStore.getState().location?.name).toMatch(/\S/);
  });

  it('keeps the stored location over the cookie, and asks nothing', () => {
    useLocationStore.getState().setLocation({
      id: LOCATION_IDS.charlotteUptown,
      name: 'Uptown',
      address: '1 Main St',
      city: 'Charlotte',
      state: 'NC',
      zip: '28202',
      menu_id: 1,
      lat: 35.2,
      lng: -80.8,
    });
    writeCookie(COOKIE_NAMES.locationId, String(LOCATION_IDS.charlotteSouthEnd));
    const { queryClient } = renderWithProviders(<LocationFromCookie />);

    expect(queryClient.isFetching()).toBe(0);
    expect(useLocationStore.getState().location?.id).toBe(LOCATION_IDS.charlotteUptown);
  });

  it('removes a cookie that names no location, and one that is not an id', async () => {
    writeCookie(COOKIE_NAMES.locationId, '999999');
    renderWithProviders(<LocationFromCookie />);
    await waitFor(() => expect(readCookie(COOKIE_NAMES.locationId)).toBeUndefined());
    expect(useLocationStore.getState().location).toBeNull();

    writeCookie(COOKIE_NAMES.locationId, '12abc');
    const { queryClient } = renderWithProviders(<LocationFromCookie />);
    expect(queryClient.isFetching()).toBe(0);
    expect(useLocationStore.getState().location).toBeNull();
  });
});
