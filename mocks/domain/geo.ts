import zipcodes, { type ZipCode } from 'zipcodes';

/**
 * Geography of the mock backend: great-circle distances and turning a zip code, a city or a state
 * into coordinates with the `zipcodes` package (US zip code centroids), as a geocoder would.
 */

export interface Coordinates {
  lat: number;
  lng: number;
}

/** Where a free-text place resolved to; `state` is set when the text named a whole state. */
export interface ResolvedPlace extends Coordinates {
  state?: string;
}

const EARTH_RADIUS_MILES = 3958.8;
const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in miles. */
export function distanceMiles(from: Coordinates, to: Coordinates): number {
  const dLat = toRadians(to.lat - from.lat);
  const dLng = toRadians(to.lng - from.lng);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(from.lat)) * Math.cos(toRadians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Distances are shown with one decimal. */
export const roundMiles = (miles: number): number => Math.round(miles * 10) / 10;

const centroid = (codes: readonly ZipCode[]): Coordinates | undefined => {
  if (codes.length === 0) return undefined;
  const sum = codes.reduce((acc, code) => ({ lat: acc.lat + code.latitude, lng: acc.lng + code.longitude }), {
    lat: 0,
    lng: 0,
  });
  return { lat: sum.lat / codes.length, lng: sum.lng / codes.length };
};

/** The centre of a 5-digit zip code. */
export function geocodeZip(zip: string): Coordinates | undefined {
  const code = zipcodes.lookup(zip);
  return code ? { lat: code.latitude, lng: code.longitude } : undefined;
}

/** The two-letter code of a state given by code or full name (`la`, `Louisiana`), if it is one. */
export function stateCode(text: string): string | undefined {
  const code = zipcodes.states.normalize(text.trim().toUpperCase());
  return zipcodes.states.abbr[code] ? code : undefined;
}

/**
 * The centre of a city: the mean of its zip code centroids. Without a state, the state holding
 * most zip codes of that name wins (Charlotte → NC), as a geocoder ranks the bigger place first.
 */
export function geocodeCity(city: string, state?: string): Coordinates | undefined {
  const name = city.trim().toLowerCase();
  if (!name) return undefined;
  if (state) return centroid(zipcodes.lookupByName(city.trim(), state));
  const byState = new Map<string, ZipCode[]>();
  for (const code of Object.values(zipcodes.codes)) {
    if (code.city.toLowerCase() !== name) continue;
    byState.set(code.state, [...(byState.get(code.state) ?? []), code]);
  }
  const largest = [...byState.values()].sort((a, b) => b.length - a.length)[0];
  return largest ? centroid(largest) : undefined;
}

const geocodeState = (code: string): ResolvedPlace | undefined => {
  const centre = centroid(zipcodes.lookupByState(code));
  return centre && { ...centre, state: code };
};

/** `City, ST`, `City, State` or `City ST`: the city and the state code. */
const splitCityState = (text: string): { city: string; state: string } | undefined => {
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length >= 2) {
    const state = stateCode(parts[parts.length - 1] ?? '');
    const city = parts[parts.length - 2];
    if (state && city) return { city, state };
  }
  const words = text.trim().split(/\s+/);
  const last = words.pop();
  const state = last && last.length === 2 ? stateCode(last) : undefined;
  return state && words.length > 0 ? { city: words.join(' '), state } : undefined;
};

/**
 * Resolves the free text of a location search: a 5-digit zip anywhere in the text (a full street
 * address ends with one), `City, ST`, a state alone, or a city alone. Undefined when nothing matches.
 */
export function resolvePlace(text: string): ResolvedPlace | undefined {
  const query = text.trim();
  if (!query) return undefined;
  const zip = /\b(\d{5})(?:-\d{4})?\b/.exec(query)?.[1];
  if (zip) return geocodeZip(zip);
  const cityState = splitCityState(query);
  if (cityState) {
    const centre = geocodeCity(cityState.city, cityState.state);
    if (centre) return centre;
  }
  const state = stateCode(query);
  if (state) return geocodeState(state);
  return geocodeCity(query);
}

/** Where a delivery address lies: its own coordinates, else its zip, else its city and state. */
export function geocodeAddress(address: {
  lat?: number | null;
  lng?: number | null;
  zip: string;
  city: string;
  state?: string;
}): Coordinates | undefined {
  if (typeof address.lat === 'number' && typeof address.lng === 'number') {
    return { lat: address.lat, lng: address.lng };
  }
  return geocodeZip(address.zip) ?? (address.state ? geocodeCity(address.city, address.state) : undefined);
}
