import type { Faker } from '@faker-js/faker';
import type { JobResult, Location } from '../../src/api/generated/model';

const OPENINGS: { title: string; positions: string[] }[] = [
  { title: 'Team Member', positions: ['Full-time', 'Part-time'] },
  { title: 'Biscuit Maker', positions: ['Full-time'] },
  { title: 'Cook', positions: ['Full-time', 'Part-time'] },
  { title: 'Shift Manager', positions: ['Full-time'] },
  { title: 'Assistant General Manager', positions: ['Full-time'] },
  { title: 'Restaurant General Manager', positions: ['Full-time'] },
];

/** Careers: about fifteen openings spread over the seeded towns (every third location). */
export function buildJobs(locations: Location[], faker: Faker): JobResult[] {
  return locations
    .filter((_, index) => index % 3 === 0)
    .slice(0, 15)
    .map((location, index) => {
      // The first openings cover every title once; the rest are drawn at random.
      const opening = OPENINGS[index] ?? faker.helpers.arrayElement(OPENINGS);
      const id = `job-${location.id}-${index + 1}`;
      return {
        id,
        title: opening.title,
        positions: opening.positions,
        location: {
          key: `FR-${location.id}`,
          value: location.address,
          city: location.city,
          state: location.state,
          lat: location.lat,
          lng: location.lng,
        },
        apply_url: `/positions/info?id=${id}`,
      };
    });
}
