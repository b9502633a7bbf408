import type { FranchiseLocationRow, JobResult } from '../../src/api/generated/model';
import {
  getListFranchiseLocationsMockHandler,
  getSearchJobsMockHandler,
} from '../../src/api/generated/endpoints/careers/careers.msw';
import {
  ListFranchiseLocationsQueryParams,
  SearchJobsQueryParams,
} from '../../src/api/generated/zod/careers/careers.zod';
import { dbFor } from '../db/context';
import { distanceMiles, roundMiles } from '../domain/geo';
import { failWith, readQuery } from '../domain/validation';

/**
 * Job search (`/api/jobsearch`): within `radius` miles of `lat`+`lng` (nearest first), and/or by
 * state, city and a keyword in the title. Without coordinates results are ordered by state, city
 * and title, with `distance` null. `total` counts the matches before `limit`.
 */

const contains = (text: string, part: string): boolean =>
  text.toLowerCase().includes(part.trim().toLowerCase());

const byPlaceAndTitle = (a: JobResult, b: JobResult): number =>
  a.location.state.localeCompare(b.location.state) ||
  a.location.city.localeCompare(b.location.city) ||
  a.title.localeCompare(b.title) ||
  a.id.localeCompare(b.id);

const searchJobs = getSearchJobsMockHandler(({ request }) => {
  const query = readQuery(request, SearchJobsQueryParams);
  if ((query.lat === undefined) !== (query.lng === undefined)) {
    failWith(400, [{ message: 'Send both lat and lng.', field: query.lat === undefined ? 'lat' : 'lng' }]);
  }
  const centre =
    query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng } : undefined;
  const matches = dbFor(request)
    .jobs.findMany((q) =>
      q.where((job) => {
        const { state, city } = job.location;
        if (query.state && state.toUpperCase() !== query.state) return false;
        if (query.city && city.trim().toLowerCase() !== query.city.trim().toLowerCase()) return false;
        return !query.keyword || contains(job.title, query.keyword);
      }),
    )
    .map((job) => ({ job, miles: centre ? distanceMiles(centre, job.location) : null }))
    .filter(({ miles }) => miles === null || miles <= query.radius)
    .sort((a, b) => (a.miles ?? 0) - (b.miles ?? 0) || byPlaceAndTitle(a.job, b.job));
  return {
    results: matches
      .slice(0, query.limit)
      .map(({ job, miles }) => ({ ...job, distance: miles === null ? null : roundMiles(miles) })),
    total: matches.length,
  };
});

const byRowPlace = (a: FranchiseLocationRow, b: FranchiseLocationRow): number =>
  a.State.localeCompare(b.State) ||
  a.City.localeCompare(b.City) ||
  a['Street Address'].localeCompare(b['Street Address']) ||
  a['Franchise ID'].localeCompare(b['Franchise ID']);

/** The careers spreadsheet (`/api/careers/locations`): every row, or one state's, by state and city. */
const listFranchiseLocations = getListFranchiseLocationsMockHandler(({ request }) => {
  const { state } = readQuery(request, ListFranchiseLocationsQueryParams);
  return dbFor(request)
    .franchiseLocations.findMany((q) => q.where((row) => state === undefined || row.State === state))
    .sort(byRowPlace);
});

export const careersHandlers = [searchJobs, listFranchiseLocations];
