import { faker } from '@faker-js/faker';
import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** Fixed seed: the fallback data is the same on every run. */
export const MOCK_SEED = 2026;
faker.seed(MOCK_SEED);

/** The mock backend for vitest (`msw/node`). */
export const server = setupServer(...handlers);
