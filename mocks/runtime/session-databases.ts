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
  /** The machine's time of its latest request. */
  lastUsed: number;
}

export interface SessionDatabasesOptions {
  /**
   * Sessions with a database of their own kept without question; past it, the least recently used
   * sessions idle longer than `activeMs` go, never one active more recently.
   */
  maxSessions?: number;
  /** A session used within this long is never evicted, however many others arrive. */
  activeMs?: number;
  /** A session idle this long is evicted whatever the count. */
  idleMs?: number;
  /** Whether the process is short of memory: idle sessions then go even under `maxSessions`. */
  underMemoryPressure?: () => boolean;
  /** Shared read-only databases (one per scenario and clock); any of them can be seeded again. */
  maxShared?: number;
  /** The machine's clock, by which sessions age. */
  machineNow?: () => number;
  /** How a session's database is made; tests of the eviction rule may make it cheaper. */
  seed?: (scenario: Scenario) => Promise<SessionState>;
}

export const ACTIVE_SESSION_MS = 10 * 60_000;
export const IDLE_SESSION_MS = 2 * 60 * 60_000;
/** How many evicted session ids are remembered, to tell their next 401 why. */
const REMEMBERED_EVICTIONS = 10_000;

/** What an evicted session's next 401 adds to its messages. */
export const evictionNotice = (idleMinutes: number): string =>
  `The mock server evicted this session after ${idleMinutes} minutes idle, so its sign-in and cart were reset. Please sign in again.`;

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
  /** Evicted session ids and how long they had been idle, in minutes. */
  readonly #evicted = new Map<string, number>();
  readonly #maxSessions: number;
  readonly #maxShared: number;
  readonly #activeMs: number;
  readonly #idleMs: number;
  readonly #underMemoryPressure: () => boolean;
  readonly #machineNow: () => number;
  readonly #seed: ((scenario: Scenario) => Promise<SessionState>) | undefined;
  #catalogue: Promise<Catalogue> | undefined;

  constructor({
    maxSessions = 200,
    maxShared = 32,
    activeMs = ACTIVE_SESSION_MS,
    idleMs = IDLE_SESSION_MS,
    underMemoryPressure = () => false,
    machineNow = Date.now,
    seed,
  }: SessionDatabasesOptions = {}) {
    this.#maxSessions = maxSessions;
    this.#maxShared = maxShared;
    this.#activeMs = activeMs;
    this.#idleMs = idleMs;
    this.#underMemoryPressure = underMemoryPressure;
    this.#machineNow = machineNow;
    this.#seed = seed;
  }

  /** How long an evicted session had been idle (minutes), or undefined if it never was evicted. */
  evictedAfterMinutes(sessionId: string): number | undefined {
    return this.#evicted.get(sessionId);
  }

  /**
   * The session's own database, seeded for the scenario on first use or when the scenario
   * changes. Concurrent first calls get the same seed.
   */
  ensure(sessionId: string, scenarioName: string | undefined): Promise<SessionState> {
    const existing = this.#sessions.get(sessionId);
    const scenario = scenarioFor(scenarioName, existing?.scenarioName);
    if (existing && existing.scenarioName === scenario.name) {
      this.#touch(sessionId, existing);
      return existing.state;
    }
    const own = { scenarioName: scenario.name, state: this.#seeded(scenario), lastUsed: 0 };
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
    if (this.#seed) return this.#seed(scenario);
    this.#catalogue ??= seededCatalogue();
    const db = { ...createDatabase(), ...(await this.#catalogue) };
    await seedDatabase(db, scenario.seed);
    return { db, scenario };
  }

  #touch(sessionId: string, own: OwnDatabase): void {
    own.lastUsed = this.#machineNow();
    this.#sessions.delete(sessionId);
    this.#sessions.set(sessionId, own);
    this.#evictIdle();
  }

  /**
   * Sessions are kept in order of use, the least recent first. Those idle past `idleMs` go; past
   * `maxSessions`, or when memory runs short, so do the least recently used ones, but never a
   * session active within `activeMs`: other people's load never signs out someone mid-test.
   */
  #evictIdle(): void {
    const at = this.#machineNow();
    for (const [sessionId, own] of this.#sessions) {
      const idle = at - own.lastUsed;
      const crowded = this.#sessions.size > this.#maxSessions || this.#underMemoryPressure();
      if (idle < this.#idleMs && !(crowded && idle >= this.#activeMs)) break;
      this.#sessions.delete(sessionId);
      this.#evicted.delete(sessionId);
      this.#evicted.set(sessionId, Math.floor(idle / 60_000));
      if (this.#evicted.size > REMEMBERED_EVICTIONS) {
        this.#evicted.delete(this.#evicted.keys().next().value as string);
      }
    }
  }
}
