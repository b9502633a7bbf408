import { createDatabase, type MockDatabase } from '../db/database';
import { findScenario, DEFAULT_SCENARIO } from '../scenarios/catalogue';
import type { Scenario } from '../scenarios/scenario';
import { seedDatabase } from '../seed';
import { readOnlyDatabase } from './read-only-database';

export interface SessionState {
  db: MockDatabase;
  scenario: Scenario;
}

interface OwnDatabase {
  scenarioName: string;
  /** Held from the first request on, so that requests arriving together share one seed. */
  state: Promise<SessionState>;
  uses: number;
}

export interface SessionDatabasesOptions {
  /** Sessions with a database of their own; the least recently used one-off session goes first. */
  maxSessions?: number;
  /** Shared read-only databases (one per scenario and clock); any of them can be seeded again. */
  maxShared?: number;
}

type Catalogue = Pick<MockDatabase, 'locations' | 'menus' | 'upsells' | 'jobs' | 'franchiseLocations'>;

/**
 * The seeded catalogue (locations, menus, upsells, jobs, franchise rows), read-only: no handler writes it and
 * every seed holds the same, so all databases of the server share one copy instead of each
 * validating and storing its own (it is half the cost of a seed).
 */
async function seededCatalogue(): Promise<Catalogue> {
  const full = createDatabase();
  await seedDatabase(full);
  const { locations, menus, upsells, jobs, franchiseLocations } = readOnlyDatabase(full);
  return { locations, menus, upsells, jobs, franchiseLocations };
}

/** The scenario a request names, else the one its session already has, else the default. */
function scenarioFor(requested: string | undefined, current: string | undefined): Scenario {
  return (findScenario(requested) ?? findScenario(current) ?? findScenario(DEFAULT_SCENARIO)) as Scenario;
}

/**
 * One database per client session, so parallel e2e tests and several QA people never see each
 * other's carts. A session gets its own database at its first write; until then it reads a shared
 * database seeded once per scenario (and `X-Mock-Clock`, since seeded times follow the clock), so
 * clients that only read, such as crawlers and health checks, seed nothing and evict nobody.
 */
export class SessionDatabases {
  readonly #sessions = new Map<string, OwnDatabase>();
  readonly #shared = new Map<string, Promise<SessionState>>();
  readonly #maxSessions: number;
  readonly #maxShared: number;
  #catalogue: Promise<Catalogue> | undefined;

  constructor({ maxSessions = 200, maxShared = 32 }: SessionDatabasesOptions = {}) {
    this.#maxSessions = maxSessions;
    this.#maxShared = maxShared;
  }

  /**
   * The session's own database, seeded for the scenario on first use or when the scenario
   * changes. Concurrent first calls get the same seed.
   */
  ensure(sessionId: string, scenarioName: string | undefined): Promise<SessionState> {
    const existing = this.#sessions.get(sessionId);
    const scenario = scenarioFor(scenarioName, existing?.scenarioName);
    if (existing && existing.scenarioName === scenario.name) {
      existing.uses += 1;
      this.#touch(sessionId, existing);
      return existing.state;
    }
    const own = { scenarioName: scenario.name, state: this.#seeded(scenario), uses: 1 };
    this.#touch(sessionId, own);
    return own.state;
  }

  /**
   * What a read (GET, HEAD) sees: the session's own database if it has one, else the shared
   * read-only one of the scenario at that clock (its writing methods throw), so sharing it leaks
   * nothing.
   */
  forRead(sessionId: string, scenarioName: string | undefined, clockKey: string): Promise<SessionState> {
    const existing = this.#sessions.get(sessionId);
    if (existing) return this.ensure(sessionId, scenarioName);
    const scenario = scenarioFor(scenarioName, undefined);
    const key = `${scenario.name}@${clockKey}`;
    const state =
      this.#shared.get(key) ??
      this.#seeded(scenario).then(({ db }) => ({ db: readOnlyDatabase(db), scenario }));
    this.#shared.delete(key);
    this.#shared.set(key, state);
    if (this.#shared.size > this.#maxShared) this.#shared.delete(this.#shared.keys().next().value as string);
    return state;
  }

  /** Forgets the session's own database: it reads the shared one again until its next write. */
  reset(sessionId: string): void {
    this.#sessions.delete(sessionId);
  }

  has(sessionId: string): boolean {
    return this.#sessions.has(sessionId);
  }

  get size(): number {
    return this.#sessions.size;
  }

  async #seeded(scenario: Scenario): Promise<SessionState> {
    this.#catalogue ??= seededCatalogue();
    const db = { ...createDatabase(), ...(await this.#catalogue) };
    await seedDatabase(db, scenario.seed);
    return { db, scenario };
  }

  #touch(sessionId: string, own: OwnDatabase): void {
    this.#sessions.delete(sessionId);
    this.#sessions.set(sessionId, own);
    while (this.#sessions.size > this.#maxSessions) this.#sessions.delete(this.#evictable(sessionId));
  }

  /**
   * The least recently used session that made a single request (a client that wrote once without
   * keeping its cookie), else the least recently used one: sessions in use outlive one-off writers.
   * The most recently touched quarter is never taken for a one-off writer: a session that has just
   * made its first write (a sign-in, say) is mid-flow and its next request is on its way.
   */
  #evictable(newest: string): string {
    const settled = this.#sessions.size - Math.max(1, Math.floor(this.#maxSessions / 4));
    let position = 0;
    for (const [sessionId, own] of this.#sessions) {
      if (position >= settled) break;
      if (own.uses === 1 && sessionId !== newest) return sessionId;
      position += 1;
    }
    return this.#sessions.keys().next().value as string;
  }
}
