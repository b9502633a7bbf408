import { createDatabase, type MockDatabase } from '../db/database';
import { findScenario, DEFAULT_SCENARIO } from '../scenarios/catalogue';
import type { Scenario } from '../scenarios/scenario';
import { seedDatabase } from '../seed';

interface SessionState {
  db: MockDatabase;
  scenario: Scenario;
}

/**
 * One database per client session, so parallel e2e tests and several QA people never see each
 * other's carts. Sessions are kept most-recently-used first, up to a bound.
 */
export class SessionDatabases {
  readonly #sessions = new Map<string, SessionState>();
  readonly #maxSessions: number;

  constructor(maxSessions = 200) {
    this.#maxSessions = maxSessions;
  }

  /** The session's state, created and seeded for the scenario on first use or when the scenario changes. */
  async ensure(sessionId: string, scenarioName: string | undefined): Promise<SessionState> {
    const existing = this.#sessions.get(sessionId);
    const scenario =
      findScenario(scenarioName) ?? existing?.scenario ?? (findScenario(DEFAULT_SCENARIO) as Scenario);
    if (existing && existing.scenario.name === scenario.name) {
      this.#touch(sessionId, existing);
      return existing;
    }
    const db = createDatabase();
    await seedDatabase(db, scenario.seed);
    const state = { db, scenario };
    this.#touch(sessionId, state);
    return state;
  }

  get(sessionId: string): SessionState | undefined {
    return this.#sessions.get(sessionId);
  }

  /** Forgets the session: its next request starts from a fresh seed. */
  reset(sessionId: string): void {
    this.#sessions.delete(sessionId);
  }

  get size(): number {
    return this.#sessions.size;
  }

  #touch(sessionId: string, state: SessionState): void {
    this.#sessions.delete(sessionId);
    this.#sessions.set(sessionId, state);
    while (this.#sessions.size > this.#maxSessions) {
      const oldest = this.#sessions.keys().next().value as string;
      this.#sessions.delete(oldest);
    }
  }
}
