import type { Faker } from '@faker-js/faker';
import type { FranchiseLocationRow, JobResult, Location } from '../../src/api/generated/model';

/** Each opening's title and the CMS job story (`global/jobs/{slug}`) that describes the position. */
const OPENINGS: { title: string; slug: string; positions: string[] }[] = [
  { title: 'Team Member', slug: 'team-member', positions: ['Full-time', 'Part-time'] },
  { title: 'Biscuit Maker', slug: 'biscuit-maker', positions: ['Full-time'] },
  { title: 'Cook', slug: 'cook', positions: ['Full-time', 'Part-time'] },
  { title: 'Shift Manager', slug: 'shift-manager', positions: ['Full-time'] },
  { title: 'Assistant General Manager', slug: 'assistant-general-manager', positions: ['Full-time'] },
  { title: 'Restaurant General Manager', slug: 'restaurant-general-manager', positions: ['Full-time'] },
];

/** The careers spreadsheet's id of a franchise location, as jobs and the sheet both name it. */
export const franchiseIdOf = (location: Location): string => `FR-${location.id}`;

/** Careers: about fifteen openings spread over the seeded towns (every third location). */
export function buildJobs(locations: Location[], faker: Faker): JobResult[] {
  return locations
    .filter((_, index) => index % 3 === 0)
    .slice(0, 15)
    .map((location, index) => {
      // The first openings cover every title once; the rest are drawn at random.
      const opening = OPENINGS[index] ?? faker.helpers.arrayElement(OPENINGS);
      return {
        id: `job-${location.id}-${index + 1}`,
        title: opening.title,
        positions: opening.positions,
        location: {
          key: franchiseIdOf(location),
          value: location.address,
          city: location.city,
          state: location.state,
          lat: location.lat,
          lng: location.lng,
        },
        // The position's page on this site (a CMS job story), where applying is explained.
        apply_url: `/positions/info?id=${opening.slug}`,
      };
    });
}

/**
 * The careers spreadsheet: a row for every seeded restaurant, whether it is hiring or not, so a
 * town such as Raleigh is offered by the job search yet has no opening.
 */
export function buildFranchiseLocations(locations: Location[]): FranchiseLocationRow[] {
  return locations.map((location) => ({
    'Franchise ID': franchiseIdOf(location),
    'Street Address': location.address,
    City: location.city,
    State: location.state,
    Latitude: location.lat,
    Longitude: location.lng,
  }));
}
