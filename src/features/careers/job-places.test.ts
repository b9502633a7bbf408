import type { FranchiseLocationRow, JobResult } from '../../api/generated/model';
import { placeOfValue, placesOf, placeValue, pointsOfJobs } from './job-places';

const row = (id: string, city: string, state: string): FranchiseLocationRow => ({
  'Franchise ID': id,
  'Street Address': `${id} Main St`,
  City: city,
  State: state,
  Latitude: 35,
  Longitude: -80,
});

describe('job places', () => {
  it('offers each town of the spreadsheet once, by state then city, keeping same-named towns apart', () => {
    const places = placesOf([
      row('F-3', 'Greenville', 'SC'),
      row('F-1', 'Raleigh', 'NC'),
      row('F-2', 'Greenville', 'NC'),
      row('F-4', 'Raleigh', 'NC'),
    ]);
    expect(places).toEqual([
      { city: 'Greenville', state: 'NC' },
      { city: 'Raleigh', state: 'NC' },
      { city: 'Greenville', state: 'SC' },
    ]);
  });

  it('reads a place back from its value, whatever the city is called', () => {
    const place = { city: 'Winston-Salem: Downtown', state: 'NC' };
    expect(placeOfValue(placeValue(place))).toEqual(place);
  });

  it('puts each hiring franchise on the map once', () => {
    const job = (id: string, key: string): JobResult => ({
      id,
      title: 'Cook',
      positions: [],
      location: { key, value: '1 Main St', city: 'Charlotte', state: 'NC', lat: 35.2, lng: -80.8 },
    });
    expect(pointsOfJobs([job('a', 'F-1'), job('b', 'F-1'), job('c', 'F-2')])).toEqual([
      { franchiseId: 'F-1', lat: 35.2, lng: -80.8 },
      { franchiseId: 'F-2', lat: 35.2, lng: -80.8 },
    ]);
  });
});
