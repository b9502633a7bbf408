import { useEffect } from 'react';
import { ApiError } from '../../../api/api-error';
import { useGetLocation } from '../../../api/generated/endpoints/locations-get-location/locations-get-location';
import { COOKIE_NAMES, readCookie, removeCookie } from '../../../lib/cookies';
import { useHydrated } from '../../../lib/use-hydrated';
import { selectHasLocation, useLocationStore } from '../../../stores';

const LOCATION_ID = /^[1-9]\d{0,9}$/;

/** The id SPEC §9's location cookie names, when it is one. */
function locationIdFromCookie(): number | undefined {
  const value = readCookie(COOKIE_NAMES.locationId);
  return value !== undefined && LOCATION_ID.test(value) ? Number(value) : undefined;
}

/**
 * Reads SPEC §9's location id cookie back: a visitor whose stored choice is gone while the cookie,
 * written with it for the same day, is not (storage cleared or refused) keeps ordering from that
 * location. A cookie naming no location, or one the site cannot use, is removed.
 */
export function LocationFromCookie() {
  const hydrated = useHydrated();
  const hasLocation = useLocationStore(selectHasLocation);
  const id = hydrated && !hasLocation ? locationIdFromCookie() : undefined;
  const { data, error } = useGetLocation(id ?? 0, undefined, {
    query: { enabled: id !== undefined, retry: false },
  });

  useEffect(() => {
    if (id === undefined) return;
    if (data?.id === id) {
      if (!useLocationStore.getState().setLocation(data)) removeCookie(COOKIE_NAMES.locationId);
    } else if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
      // The location is gone; a network failure leaves the cookie for the next visit.
      removeCookie(COOKIE_NAMES.locationId);
    }
  }, [id, data, error]);
  return null;
}
