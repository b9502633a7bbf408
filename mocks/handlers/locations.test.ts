// @vitest-environment node
import type { Location } from '../../src/api/generated/model';
import {
  FindDeliveryLocationsResponse,
  GetLocationResponse,
  ListLocationsResponse,
  SearchLocationsResponse,
} from '../../src/api/generated/zod/locations/locations.zod';
import { pinClock } from '../clock';
import { setDatabaseResolver } from '../db/context';
import { server } from '../node';
import { ADDRESS_NOT_FOUND, SEARCH_NEEDS_PLACE, locationsHandlers, placeNotFound } from './locations';
import { call, messagesOf, parsesAs } from './testing/api-call';
import {
  FIXTURE_NOW,
  FRENCH_QUARTER,
  LOCATIONS,
  SOUTH_END,
  UNIVERSITY_CITY,
  createFixtureDatabase,
} from './testing/member-fixtures';

/** Miles per degree of latitude on the haversine earth (3958.8 mi radius). */
const MILES_PER_DEGREE = (3958.8 * Math.PI) / 180;

const search = async (query: string) => {
  const answer = await call(`/api/v1/locations/search?${query}`);
  expect(answer.status).toBe(200);
  return parsesAs(SearchLocationsResponse, answer.body).map(({ name, distance }) => [name, distance]);
};

const deliveryTo = (address: Record<string, unknown>) =>
  call('/api/v1/locations/delivery', {
    method: 'POST',
    body: { address: '1 Main St', city: 'Charlotte', state: 'NC', zip: '28202', ...address },
  });

beforeEach(async () => {
  const db = await createFixtureDatabase();
  setDatabaseResolver(() => db);
  server.use(...locationsHandlers);
  pinClock(FIXTURE_NOW);
});

describe('listLocations', () => {
  it('answers every location with is_open_now from its hours, time zone and the clock', async () => {
    const answer = await call('/api/v1/locations');
    const locations = parsesAs(ListLocationsResponse, answer.body);
    // 10:00 in Charlotte, 09:00 in New Orleans: University City opens at 11, the French Quarter at 10.
    expect(locations.map(({ name, is_open_now }) => [name, is_open_now])).toEqual([
      ['South End', true],
      ['University City', false],
      ['Matthews', true],
      ['French Quarter', false],
    ]);
    expect(locations.every((location) => location.distance === undefined)).toBe(true);
  });
});

describe('searchLocations', () => {
  it('finds locations near a zip code, nearest first, within 25 miles by default', async () => {
    expect(await search('q=28202')).toEqual([
      ['South End', 1.5],
      ['University City', 8.2],
      ['Matthews', 10.2],
    ]);
  });

  it("finds locations near 'City, ST' and near a city named alone", async () => {
    const charlotte = [
      ['South End', 2.3],
      ['University City', 7.5],
      ['Matthews', 9.6],
    ];
    expect(await search('q=Charlotte%2C%20NC')).toEqual(charlotte);
    expect(await search('q=charlotte')).toEqual(charlotte);
    expect(await search('q=New%20Orleans')).toEqual([['French Quarter', 0.6]]);
  });

  it('finds locations near coordinates and answers a whole state for a state name', async () => {
    expect(await search('lat=29.95&lng=-90.07')).toEqual([['French Quarter', 0.9]]);
    expect(await search('q=Louisiana')).toEqual([['French Quarter', expect.any(Number)]]);
  });

  it('applies radius, limit and handoff', async () => {
    expect(await search('q=28202&radius=9')).toEqual([
      ['South End', 1.5],
      ['University City', 8.2],
    ]);
    expect(await search('q=28202&limit=1')).toEqual([['South End', 1.5]]);
    expect(await search('q=28202&handoff=curbside')).toEqual([['South End', 1.5]]);
    expect(await search('q=28202&handoff=dispatch')).toEqual([
      ['South End', 1.5],
      ['University City', 8.2],
    ]);
  });

  it('answers 400 without a place, for an unknown place and for invalid parameters', async () => {
    const none = await call('/api/v1/locations/search');
    expect(none).toEqual({ status: 400, body: [{ message: SEARCH_NEEDS_PLACE }] });
    const unknown = await call('/api/v1/locations/search?q=Atlantis%2C%20ZZ');
    expect(unknown).toEqual({ status: 400, body: [{ message: placeNotFound('Atlantis, ZZ'), field: 'q' }] });
    expect((await call('/api/v1/locations/search?q=00000')).status).toBe(400);
    expect((await call('/api/v1/locations/search?lat=35.2')).status).toBe(400);
    expect((await call('/api/v1/locations/search?q=28202&radius=0')).status).toBe(400);
    expect((await call('/api/v1/locations/search?q=28202&handoff=drone')).status).toBe(400);
  });
});

describe('findDeliveryLocations', () => {
  const delivering = LOCATIONS.filter((location) => location.handoff_modes?.dispatch);
  const northOf = (location: Location, miles: number) => ({
    lat: location.lat + miles / MILES_PER_DEGREE,
    lng: location.lng,
  });

  it.each(delivering.map((location) => [location.name, location]))(
    'delivers from %s just inside its radius but not just outside it',
    async (_name, location) => {
      const radius = location.delivery_radius_miles ?? 0;
      const inside = await deliveryTo(northOf(location, radius - 0.05));
      const ids = parsesAs(FindDeliveryLocationsResponse, inside.body).map((l) => l.id);
      expect(ids).toContain(location.id);
      const outside = await deliveryTo(northOf(location, radius + 0.05));
      expect(parsesAs(FindDeliveryLocationsResponse, outside.body).map((l) => l.id)).not.toContain(
        location.id,
      );
    },
  );

  it('answers every covering location, nearest first, and geocodes an address by its zip', async () => {
    const both = await deliveryTo({ lat: 35.25, lng: -80.8 });
    expect(
      parsesAs(FindDeliveryLocationsResponse, both.body).map(({ id, distance }) => [id, distance]),
    ).toEqual([
      [SOUTH_END.id, 4.3],
      [UNIVERSITY_CITY.id, 5.5],
    ]);
    const byZip = await deliveryTo({ zip: '70119', city: 'New Orleans', state: 'LA' });
    expect((byZip.body as Location[]).map((l) => l.id)).toEqual([FRENCH_QUARTER.id]);
  });

  it('answers an empty list where nobody delivers (Matthews only does pickup)', async () => {
    expect(await deliveryTo({ zip: '28105', city: 'Matthews' })).toEqual({ status: 200, body: [] });
  });

  it('answers 422 for an address that cannot be geocoded and 400 for a malformed one', async () => {
    const nowhere = await deliveryTo({ zip: '00000', city: 'Atlantis', state: 'ZZ' });
    expect(nowhere).toEqual({ status: 422, body: [{ message: ADDRESS_NOT_FOUND, field: 'address' }] });
    const malformed = await deliveryTo({ zip: '2820' });
    expect(malformed.status).toBe(400);
    expect(messagesOf(malformed.body)).toEqual(['Please enter a 5-digit zip code.']);
  });
});

describe('getLocation', () => {
  it('answers a location by id, or by its default or catering menu id with byMenuId=true', async () => {
    const byId = await call(`/api/v1/locations/${FRENCH_QUARTER.id}`);
    expect(parsesAs(GetLocationResponse, byId.body)).toMatchObject({ id: 4, name: 'French Quarter' });
    const byMenu = await call('/api/v1/locations/9002?byMenuId=true');
    expect(parsesAs(GetLocationResponse, byMenu.body)).toMatchObject({ id: UNIVERSITY_CITY.id });
    const byCateringMenu = await call('/api/v1/locations/9104?byMenuId=true');
    expect(byCateringMenu.body).toMatchObject({ id: FRENCH_QUARTER.id });
  });

  it('answers 404 for an unknown id or menu id', async () => {
    expect((await call('/api/v1/locations/99')).status).toBe(404);
    expect((await call('/api/v1/locations/1?byMenuId=true')).status).toBe(404);
    expect(messagesOf((await call('/api/v1/locations/9999?byMenuId=true')).body)).toEqual([
      'No location serves menu 9999.',
    ]);
  });
});
