import type { Location } from '../../../api/generated/model';
import { groupLocationsByStateAndCity } from './group-locations';

const location = (id: number, name: string, city: string, state: string) =>
  ({ id, name, city, state }) as Location;

describe('groupLocationsByStateAndCity', () => {
  it('groups every location by state, then city, each in alphabetical order', () => {
    const groups = groupLocationsByStateAndCity(
      [
        location(1, 'Nashville – Gulch', 'Nashville', 'TN'),
        location(2, 'Charlotte – Uptown', 'Charlotte', 'NC'),
        location(3, 'Raleigh – Downtown', 'Raleigh', 'NC'),
        location(4, 'Charlotte – Ballantyne', 'Charlotte', 'NC'),
      ],
      'en-US',
    );

    expect(
      groups.map(({ state, count, cities }) => ({
        state,
        count,
        cities: cities.map(({ city, locations }) => [city, locations.map(({ id }) => id)]),
      })),
    ).toEqual([
      {
        state: 'NC',
        count: 3,
        cities: [
          ['Charlotte', [4, 2]],
          ['Raleigh', [3]],
        ],
      },
      { state: 'TN', count: 1, cities: [['Nashville', [1]]] },
    ]);
  });

  it('names and orders states by their names where it has them, by their codes where not', () => {
    const groups = groupLocationsByStateAndCity(
      [
        location(1, 'Charleston', 'Charleston', 'SC'),
        location(2, 'Huntington', 'Huntington', 'WV'),
        location(3, 'Columbus', 'Columbus', 'OH'),
      ],
      'es',
      new Map([
        ['SC', 'Carolina del Sur'],
        ['WV', 'Virginia Occidental'],
      ]),
    );
    expect(groups.map(({ state, name }) => [state, name])).toEqual([
      ['SC', 'Carolina del Sur'],
      ['OH', 'OH'],
      ['WV', 'Virginia Occidental'],
    ]);
  });

  it('has no groups when there are no locations', () => {
    expect(groupLocationsByStateAndCity([], 'en-US')).toEqual([]);
  });
});
