import type { Faker } from '@faker-js/faker';
import type { Location } from '../../src/api/generated/model';
import { CATERING_LEAD_MINUTES, LOCATION_IDS, MENU_IDS } from './constants';
import { weeklyHours, type HoursPattern } from './location-hours';
import { EXPANSION_STATES, TOWNS, type Town } from './location-towns';

/** Every seeded location id, in seeding order (the first is FIRST_LOCATION_ID). */
export const SEEDED_LOCATION_IDS: readonly number[] = TOWNS.map((town) => town.id);

/** Locations whose hours tests rely on; the others get a pattern by their position. */
const HOURS_BY_LOCATION: Record<number, HoursPattern> = {
  [LOCATION_IDS.charlotteUptown]: 'standard',
  [LOCATION_IDS.charlotteSouthEnd]: 'allDay',
  [LOCATION_IDS.matthewsClosed]: 'closedAllWeek',
  [LOCATION_IDS.raleighDowntown]: 'closedSundays',
  [LOCATION_IDS.nashvilleGulch]: 'lateWeekends',
  1026: 'lateWeekends', // Myrtle Beach
  1034: 'allDay', // Atlanta
};

/** Locations that do not deliver, besides every sixth one. */
const NO_DELIVERY = new Set<number>([LOCATION_IDS.gastoniaNoDelivery]);
/** Locations that must offer every handoff mode. */
const FULL_SERVICE = new Set<number>([
  LOCATION_IDS.charlotteUptown,
  LOCATION_IDS.charlotteBallantyne,
  LOCATION_IDS.charlotteSouthEnd,
]);

function hoursPatternFor(town: Town, index: number): HoursPattern {
  const fixed = HOURS_BY_LOCATION[town.id];
  if (fixed) return fixed;
  if (index % 4 === 3) return 'closedSundays';
  if (index % 5 === 4) return 'early';
  return 'standard';
}

function deliveryRadiusFor(town: Town, index: number, faker: Faker): number | null {
  if (FULL_SERVICE.has(town.id)) return 5;
  if (NO_DELIVERY.has(town.id) || index % 6 === 5) return null;
  return faker.number.int({ min: 3, max: 8 });
}

function buildLocation(town: Town, index: number, faker: Faker): Location {
  const deliveryRadius = deliveryRadiusFor(town, index, faker);
  const pattern = hoursPatternFor(town, index);
  return {
    id: town.id,
    name: `${town.city} – ${town.area}`,
    address: `${faker.number.int({ min: 100, max: 9899 })} ${town.street}`,
    city: town.city,
    state: town.state,
    zip: town.zip,
    // 555 exchanges are reserved for fiction: a real-looking number that rings nobody.
    phone: `${town.phoneAreaCode}555${faker.string.numeric(4)}`,
    lat: town.lat,
    lng: town.lng,
    menu_id: EXPANSION_STATES.includes(town.state) ? MENU_IDS.expansion : MENU_IDS.regular,
    catering_menu_id: MENU_IDS.catering,
    catering_lead_minutes: CATERING_LEAD_MINUTES,
    timezone: town.timezone,
    tax_rate: town.taxRate,
    delivery_radius_miles: deliveryRadius,
    handoff_modes: {
      pickup: true,
      curbside: FULL_SERVICE.has(town.id) || faker.datatype.boolean({ probability: 0.6 }),
      dispatch: deliveryRadius !== null,
    },
    hours: weeklyHours(pattern),
    open_24_hours: pattern === 'allDay',
  };
}

/** The chain's restaurants. `is_open_now` and `distance` are left to the handlers, which compute them. */
export function buildLocations(faker: Faker): Location[] {
  return TOWNS.map((town, index) => buildLocation(town, index, faker));
}
