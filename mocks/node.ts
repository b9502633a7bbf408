import { faker } from '@faker-js/faker';
import { setupServer } from 'msw/node';
import { setDatabaseResolver } from './db/context';
import { clearDatabase, createDatabase } from './db/database';
import { handlers } from './handlers';
import { findScenario } from './scenarios/catalogue';
import { setScenarioResolver } from './scenarios/scenario-handler';
import { seedDatabase, type SeedOptions } from './seed';

/** Fixed seed: the fallback data is the same on every run. */
export const MOCK_SEED = 2026;
faker.seed(MOCK_SEED);

/** The mock backend for vitest (`msw/node`): one database, seeded on demand. */
export const server = setupServer(...handlers);

const db = createDatabase();
setDatabaseResolver(() => db);

export const mockBackend = {
  db,
  /** Empties the database and seeds it again (base data plus the options). */
  async reset(options: SeedOptions = {}): Promise<void> {
    // Suites run one after another in a worker (vitest `isolate: false`), and some answer from a
    // fixture database of their own: each file's set-up points the handlers back at this one.
    setDatabaseResolver(() => db);
    clearDatabase(db);
    await seedDatabase(db, options);
  },
  /** Runs the following requests under a named scenario (latency and faults); undefined = default. */
  useScenario(name?: string): void {
    const scenario = findScenario(name ?? 'default');
    if (!scenario) throw new Error(`Unknown mock scenario "${name}".`);
    setScenarioResolver(() => scenario);
  },
};
