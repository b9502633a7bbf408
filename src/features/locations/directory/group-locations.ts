import type { Location } from '../../../api/generated/model';

export interface CityGroup {
  city: string;
  locations: Location[];
}

export interface StateGroup {
  state: string;
  /** The state as the directory names it: its name where known, else its code. */
  name: string;
  /** Every location of the state, to say how many a collapsed state holds. */
  count: number;
  cities: CityGroup[];
}

/**
 * The directory's order: states by name, then their cities, then the locations of a city by name,
 * each sorted as the visitor's language sorts text.
 */
export function groupLocationsByStateAndCity(
  locations: readonly Location[],
  locale: string,
  stateNames: ReadonlyMap<string, string> = new Map(),
): StateGroup[] {
  const compare = (a: string, b: string) => a.localeCompare(b, locale);
  const byState = new Map<string, Map<string, Location[]>>();
  for (const location of locations) {
    const cities = byState.get(location.state) ?? new Map<string, Location[]>();
    cities.set(location.city, [...(cities.get(location.city) ?? []), location]);
    byState.set(location.state, cities);
  }
  const nameOf = (state: string) => stateNames.get(state) ?? state;
  return [...byState]
    .sort(([a], [b]) => compare(nameOf(a), nameOf(b)))
    .map(([state, cities]) => ({
      state,
      name: nameOf(state),
      count: [...cities.values()].reduce((sum, group) => sum + group.length, 0),
      cities: [...cities]
        .sort(([a], [b]) => compare(a, b))
        .map(([city, group]) => ({
          city,
          locations: [...group].sort((a, b) => compare(a.name, b.name)),
        })),
    }));
}
