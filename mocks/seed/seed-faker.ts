import { Faker, base, en, en_US } from '@faker-js/faker';
import { SEED } from './constants';

/**
 * A faker of the seed's own, seeded afresh on every call: the seed never disturbs (or depends on)
 * the shared `faker` instance that the generated fallback handlers use.
 */
export function createSeedFaker(): Faker {
  const faker = new Faker({ locale: [en_US, en, base] });
  faker.seed(SEED);
  return faker;
}
