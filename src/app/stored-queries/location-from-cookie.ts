import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/api-error';
import { getGetLocationQueryOptions } from '../../api/generated/endpoints/locations-get-location/locations-get-location';
import { STORAGE_KEYS } from '../../config/client-state';
import { clientStateNow } from '../../lib/client-state-clock';
import { COOKIE_NAMES, readCookie, removeCookie, writeCookie } from '../../lib/cookies';
import { browserStorage } from '../../lib/persisted-state';
import { useLocationStore, type ChosenLocation } from '../../stores';

const LOCATION_ID = /^[1-9]\d{0,9}$/;

/** The id SPEC §9's location cookie names, when it is one. */
function locationIdFromCookie(): number | undefined {
  const value = readCookie(COOKIE_NAMES.locationId);
  return value !== undefined && LOCATION_ID.test(value) ? Number(value) : undefined;
}

/**
 * Reads SPEC §9's location id cookie back: a visitor whose stored choice is gone while the cookie,
 * written with it for the same day, is not (storage cleared or refused) keeps ordering from that
 * location. A cookie naming no location, or one the site cannot use, is removed; a network failure
 * leaves it for the next visit.
 */
export async function restoreLocationFromCookie(queryClient: QueryClient): Promise<void> {
  if (useLocationStore.getState().location) return;
  const id = locationIdFromCookie();
  if (id === undefined) {
    if (readCookie(COOKIE_NAMES.locationId) !== undefined) removeCookie(COOKIE_NAMES.locationId);
    return;
  }
  try {
    const location = await queryClient.fetchQuery(getGetLocationQueryOptions(id));
    // The visitor may have chosen a location meanwhile: theirs stands.
    if (useLocationStore.getState().location) return;
    if (location.id !== id || !useLocationStore.getState().setLocation(location)) {
      removeCookie(COOKIE_NAMES.locationId);
    }
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
      removeCookie(COOKIE_NAMES.locationId);
    }
  }
}

/** When the stored location expires (epoch ms), as its entry says; undefined when it cannot be read. */
function storedLocationExpiry(): number | undefined {
  try {
    const raw = browserStorage()?.getItem(STORAGE_KEYS.location);
    const expires = raw ? (JSON.parse(raw) as { expires?: unknown }).expires : undefined;
    return typeof expires === 'number' ? expires : undefined;
  } catch {
    return undefined;
  }
}

function writeLocationCookie(location: ChosenLocation | null): void {
  const expires = storedLocationExpiry();
  if (!location || expires === undefined) {
    if (readCookie(COOKIE_NAMES.locationId) !== undefined) removeCookie(COOKIE_NAMES.locationId);
    return;
  }
  const maxAgeSeconds = (expires - clientStateNow()) / 1000;
  if (maxAgeSeconds <= 0) removeCookie(COOKIE_NAMES.locationId);
  else writeCookie(COOKIE_NAMES.locationId, String(location.id), { maxAgeSeconds });
}

/**
 * Keeps SPEC §9's location id cookie in step with the chosen location, for servers and pages that
 * cannot read localStorage: it names the same location and ends when its stored day does (a visitor
 * with a location but no cookie, or the other way round, is set right at once). Returns the
 * unsubscribe.
 */
export function keepLocationCookie(): () => void {
  writeLocationCookie(useLocationStore.getState().location);
  return useLocationStore.subscribe((state, previous) => {
    if (state.location?.id === previous.location?.id) return;
    // The store writes its entry just after telling its listeners: the cookie reads that entry's day.
    queueMicrotask(() => writeLocationCookie(useLocationStore.getState().location));
  });
}
