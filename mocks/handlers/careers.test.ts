// @vitest-environment node
import {
  ListFranchiseLocationsResponse,
  SearchJobsResponse,
} from '../../src/api/generated/zod/careers/careers.zod';
import { setDatabaseResolver } from '../db/context';
import { server } from '../node';
import { careersHandlers } from './careers';
import { call, parsesAs } from './testing/api-call';
import { createFixtureDatabase } from './testing/member-fixtures';

/** The job search as the careers page sees it: ids (with distances) and the total. */
const searchJobs = async (query = '') => {
  const answer = await call(`/api/jobsearch${query ? `?${query}` : ''}`);
  expect(answer.status).toBe(200);
  const { results, total } = parsesAs(SearchJobsResponse, answer.body);
  return { jobs: results.map(({ id, distance }) => [id, distance]), total };
};

beforeEach(async () => {
  const db = await createFixtureDatabase();
  setDatabaseResolver(() => db);
  server.use(...careersHandlers);
});

describe('searchJobs', () => {
  it('answers every job by state, city and title without filters, with no distance', async () => {
    expect(await searchJobs()).toEqual({
      jobs: [
        ['job-4', null],
        ['job-2', null],
        ['job-1', null],
        ['job-3', null],
      ],
      total: 4,
    });
  });

  it('answers the jobs within the radius of a point, nearest first, with their distance', async () => {
    // Uptown Charlotte (zip 28202).
    expect(await searchJobs('lat=35.229&lng=-80.8419')).toEqual({
      jobs: [
        ['job-1', 1.5],
        ['job-2', 8.2],
        ['job-3', 10.2],
      ],
      total: 3,
    });
    expect(await searchJobs('lat=35.229&lng=-80.8419&radius=5')).toEqual({
      jobs: [['job-1', 1.5]],
      total: 1,
    });
  });

  it('filters by state, city (any case) and a keyword in the title', async () => {
    expect((await searchJobs('state=LA')).jobs).toEqual([['job-4', null]]);
    expect((await searchJobs('state=NC&city=charlotte')).jobs).toEqual([
      ['job-2', null],
      ['job-1', null],
    ]);
    expect((await searchJobs('keyword=MANAGER')).jobs).toEqual([['job-2', null]]);
    expect((await searchJobs('keyword=team&state=NC')).jobs).toEqual([['job-1', null]]);
  });

  it('limits the results but counts every match in total', async () => {
    expect(await searchJobs('limit=2')).toEqual({
      jobs: [
        ['job-4', null],
        ['job-2', null],
      ],
      total: 4,
    });
  });

  it('answers 400 for invalid filters', async () => {
    for (const query of ['state=nc', 'lat=35.2', 'radius=-1', 'limit=0', 'lat=north&lng=1']) {
      expect((await call(`/api/jobsearch?${query}`)).status).toBe(400);
    }
  });
});

describe('listFranchiseLocations', () => {
  /** The spreadsheet as the careers page reads it: franchise id, city and state of each row. */
  const listRows = async (query = '') => {
    const answer = await call(`/api/careers/locations${query ? `?${query}` : ''}`);
    expect(answer.status).toBe(200);
    return parsesAs(ListFranchiseLocationsResponse, answer.body).map(
      (row) => `${row['Franchise ID']} ${row.City}, ${row.State}`,
    );
  };

  it('answers every row with exactly the spreadsheet columns, by state, city and street', async () => {
    const answer = await call('/api/careers/locations');
    expect(Object.keys((answer.body as object[])[0] ?? {}).sort()).toEqual(
      ['City', 'Franchise ID', 'Latitude', 'Longitude', 'State', 'Street Address'].sort(),
    );
    expect(await listRows()).toEqual([
      'F-201 New Orleans, LA',
      'F-101 Charlotte, NC',
      'F-102 Charlotte, NC',
      'F-103 Matthews, NC',
      'F-104 Raleigh, NC',
    ]);
  });

  it("answers one state's rows, and 400 for a state that is not a two-letter code", async () => {
    expect(await listRows('state=LA')).toEqual(['F-201 New Orleans, LA']);
    expect(await listRows('state=TX')).toEqual([]);
    expect((await call('/api/careers/locations?state=Louisiana')).status).toBe(400);
  });

  it('names by franchise id the same places the job search answers', async () => {
    const rows = parsesAs(ListFranchiseLocationsResponse, (await call('/api/careers/locations')).body);
    const { results } = parsesAs(SearchJobsResponse, (await call('/api/jobsearch')).body);
    for (const { location } of results) {
      expect(rows).toContainEqual({
        'Franchise ID': location.key,
        'Street Address': location.value,
        City: location.city,
        State: location.state,
        Latitude: location.lat,
        Longitude: location.lng,
      });
    }
  });
});
