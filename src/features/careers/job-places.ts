import type { FranchiseLocationRow, JobResult } from '../../api/generated/model';

/** A town the job search can look in: a city of a state where a franchise hires. */
export interface JobPlace {
  city: string;
  /** Two-letter state code. */
  state: string;
}

/** One value per town for the multiselect; the state first, so "Greenville, NC" ≠ "Greenville, SC". */
export const placeValue = ({ city, state }: JobPlace): string => `${state}:${city}`;

export function placeOfValue(value: string): JobPlace {
  const separator = value.indexOf(':');
  return { state: value.slice(0, separator), city: value.slice(separator + 1) };
}

/** The spreadsheet's towns, each once, by state and then city. */
export function placesOf(rows: readonly FranchiseLocationRow[]): JobPlace[] {
  const places = new Map<string, JobPlace>();
  for (const row of rows) {
    const place = { city: row.City.trim(), state: row.State };
    places.set(placeValue(place), place);
  }
  return [...places.values()].sort((a, b) => a.state.localeCompare(b.state) || a.city.localeCompare(b.city));
}

/** A point on the map for a franchise location; the map numbers its markers itself. */
export interface FranchisePoint {
  franchiseId: string;
  lat: number;
  lng: number;
}

export const pointOfRow = (row: FranchiseLocationRow): FranchisePoint => ({
  franchiseId: row['Franchise ID'],
  lat: row.Latitude,
  lng: row.Longitude,
});

/** The franchises the jobs are at, each once (a restaurant may hire for several positions). */
export function pointsOfJobs(jobs: readonly JobResult[]): FranchisePoint[] {
  const points = new Map<string, FranchisePoint>();
  for (const { location } of jobs) {
    points.set(location.key, { franchiseId: location.key, lat: location.lat, lng: location.lng });
  }
  return [...points.values()];
}
