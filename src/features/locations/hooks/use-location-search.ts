import { useEffect } from 'react';
import { useSearchLocations } from '../../../api/generated/endpoints/locations/locations';
import type { SearchLocationsParams } from '../../../api/generated/model';

/** What the visitor searched for: a zip or "City, ST" they typed, or where their browser says they are. */
export type LocationSearch = { kind: 'text'; q: string } | { kind: 'near-me'; lat: number; lng: number };

const paramsOf = (search: LocationSearch): SearchLocationsParams =>
  search.kind === 'text' ? { q: search.q } : { lat: search.lat, lng: search.lng };

/**
 * The locations near a search, nearest first (the server sorts them and gives each its distance).
 * SPEC §8: a failing search is logged, and its messages are returned for the page to show.
 */
export function useLocationSearch(search: LocationSearch | null) {
  const query = useSearchLocations(search ? paramsOf(search) : undefined, {
    query: { enabled: search !== null },
  });
  const { error } = query;
  useEffect(() => {
    if (error) console.error('The location search failed.', error);
  }, [error]);
  return query;
}
