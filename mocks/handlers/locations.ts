import type { HandoffMode, Location } from '../../src/api/generated/model';
import {
  getFindDeliveryLocationsMockHandler,
  getGetLocationMockHandler,
  getListLocationsMockHandler,
  getSearchLocationsMockHandler,
} from '../../src/api/generated/endpoints/locations/locations.msw';
import {
  FindDeliveryLocationsBody,
  GetLocationQueryParams,
  SearchLocationsQueryParams,
} from '../../src/api/generated/zod/locations/locations.zod';
import { dbFor } from '../db/context';
import { distanceMiles, geocodeAddress, resolvePlace, roundMiles, type Coordinates } from '../domain/geo';
import { withOpenNow } from '../domain/location-hours';
import { failWith, readQuery, readValidBody } from '../domain/validation';
import { fail, idParam } from './http';

/**
 * Locations: the list, search near a point or a place, delivery coverage and one location
 * (optionally by menu id). `is_open_now` is computed from the hours and the mock clock.
 */

export const SEARCH_NEEDS_PLACE = 'Enter a zip code or a city and state, or share your location.';
export const placeNotFound = (text: string): string =>
  `We couldn't find "${text}". Try a zip code or a city and state.`;
export const ADDRESS_NOT_FOUND = "We couldn't find this address. Please check it and try again.";

/** A location without `handoff_modes` offers pickup only. */
const supports = (location: Location, mode: HandoffMode): boolean =>
  location.handoff_modes ? location.handoff_modes[mode] : mode === 'pickup';

/** Locations with their distance from `centre`, nearest first (ties by id). */
const byDistance = (locations: readonly Location[], centre: Coordinates) =>
  locations
    .map((location) => ({ location, miles: distanceMiles(centre, location) }))
    .sort((a, b) => a.miles - b.miles || a.location.id - b.location.id);

const asResult = ({ location, miles }: { location: Location; miles: number }): Location => ({
  ...withOpenNow(location),
  distance: roundMiles(miles),
});

const listLocations = getListLocationsMockHandler(({ request }) =>
  dbFor(request).locations.all().map(withOpenNow),
);

/**
 * Search: `lat`+`lng`, else `q` (zip, `City, ST`, state or city). A state search answers that
 * state's locations whatever the radius; otherwise locations within `radius` miles.
 */
const searchLocations = getSearchLocationsMockHandler(({ request }) => {
  const query = readQuery(request, SearchLocationsQueryParams);
  const text = query.q?.trim() ?? '';
  if ((query.lat === undefined) !== (query.lng === undefined)) {
    failWith(400, [{ message: 'Send both lat and lng.', field: query.lat === undefined ? 'lat' : 'lng' }]);
  }
  let centre: Coordinates & { state?: string };
  if (query.lat !== undefined && query.lng !== undefined) centre = { lat: query.lat, lng: query.lng };
  else if (text) centre = resolvePlace(text) ?? failWith(400, [{ message: placeNotFound(text), field: 'q' }]);
  else failWith(400, [{ message: SEARCH_NEEDS_PLACE }]);

  const candidates = dbFor(request).locations.findMany((q) =>
    q.where((location) => !query.handoff || supports(location, query.handoff)),
  );
  return byDistance(candidates, centre)
    .filter(({ location, miles }) => (centre.state ? location.state === centre.state : miles <= query.radius))
    .slice(0, query.limit)
    .map(asResult);
});

/** Locations that deliver (`dispatch`) and whose delivery radius covers the address, nearest first. */
const findDeliveryLocations = getFindDeliveryLocationsMockHandler(async ({ request }) => {
  const address = await readValidBody(request, FindDeliveryLocationsBody);
  const point = geocodeAddress(address) ?? failWith(422, [{ message: ADDRESS_NOT_FOUND, field: 'address' }]);
  const delivering = dbFor(request).locations.findMany((q) =>
    q.where((location) => supports(location, 'dispatch') && location.delivery_radius_miles != null),
  );
  return byDistance(delivering, point)
    .filter(({ location, miles }) => miles <= (location.delivery_radius_miles ?? 0))
    .map(asResult);
});

/** One location by id, or with `byMenuId=true` the location serving that (default or catering) menu. */
const getLocation = getGetLocationMockHandler(({ request, params }) => {
  const { byMenuId } = readQuery(request, GetLocationQueryParams);
  const id = idParam(params.id, byMenuId ? 'menu' : 'location');
  const location = dbFor(request).locations.findFirst((q) =>
    byMenuId ? q.where((l) => l.menu_id === id || l.catering_menu_id === id) : q.where({ id }),
  );
  if (!location) fail(404, byMenuId ? `No location serves menu ${id}.` : `No location with id ${id}.`);
  return withOpenNow(location);
});

/** Search before `locations/:id`, which would otherwise read `search` as an id. */
export const locationsHandlers = [listLocations, searchLocations, findDeliveryLocations, getLocation];
