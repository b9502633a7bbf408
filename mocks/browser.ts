import { faker } from '@faker-js/faker';
import { setupWorker } from 'msw/browser';
import { STORAGE_KEYS } from '../src/config/client-state';
import { paymentFormConfig } from '../src/config/payment-form';
import { setDatabaseResolver } from './db/context';
import { createDatabase, type MockDatabase } from './db/database';
import { restoreDatabase, snapshotDatabase } from './db/snapshot';
import { browserHandlers } from './handlers';
import { DEFAULT_SCENARIO, findScenario } from './scenarios/catalogue';
import type { Scenario } from './scenarios/scenario';
import { setCardVault } from './payments/card-vault';
import { remoteCardVault } from './payments/remote-vault';
import { setScenarioResolver } from './scenarios/scenario-handler';
import { DEMO_ACCESS_TOKEN, DEMO_MEMBER, DEMO_ORDERING_TOKEN, ORDERING_PROVIDER, seedDatabase } from './seed';

const DB_KEY = 'mock-backend/db';
const DB_SCENARIO_KEY = 'mock-backend/db-scenario';
const SCENARIO_KEY = 'mock-backend/scenario';

/**
 * The site's sign-in, handed over by the dev entry (src/main.tsx): the mock backend stays out of
 * the site's stores, as the real backend is.
 */
export interface SiteSession {
  signIn(token: { access: string; ordering: string; memberId: number; provider: string }): void;
  signOut(): void;
}

/** `?scenario=<name>` picks a scenario and keeps it for the browser session; otherwise the kept one. */
function chooseScenario(): Scenario {
  const requested = new URLSearchParams(window.location.search).get('scenario');
  if (requested && findScenario(requested)) sessionStorage.setItem(SCENARIO_KEY, requested);
  return findScenario(sessionStorage.getItem(SCENARIO_KEY)) ?? (findScenario(DEFAULT_SCENARIO) as Scenario);
}

/**
 * A scenario chosen with `?scenario=` also decides who the site is signed in as: the demo member
 * for signed-in scenarios, a guest otherwise (the mock's sessions start afresh with the scenario).
 */
function applyScenarioSession(scenario: Scenario, session: SiteSession): void {
  if (!new URLSearchParams(window.location.search).has('scenario')) return;
  // Answers the site stored from the previous scenario's data (a menu is kept for an hour) would
  // hide this one's: the page asks anew.
  for (const key of [STORAGE_KEYS.menu, STORAGE_KEYS.user, STORAGE_KEYS.offers]) localStorage.removeItem(key);
  if (!scenario.seed.signedIn) {
    session.signOut();
    return;
  }
  session.signIn({
    access: DEMO_ACCESS_TOKEN,
    ordering: DEMO_ORDERING_TOKEN,
    memberId: DEMO_MEMBER.id,
    provider: ORDERING_PROVIDER,
  });
}

/** The database survives reloads (localStorage); a new scenario or a reset seeds it anew. */
async function loadDatabase(scenario: Scenario): Promise<MockDatabase> {
  if (localStorage.getItem(DB_SCENARIO_KEY) === scenario.name) {
    try {
      const restored = await restoreDatabase(JSON.parse(localStorage.getItem(DB_KEY) ?? 'null'));
      if (restored) return restored;
    } catch {
      // Unreadable storage: seed anew below.
    }
  }
  const db = createDatabase();
  await seedDatabase(db, scenario.seed);
  return db;
}

function saveDatabase(db: MockDatabase, scenario: Scenario): void {
  try {
    localStorage.setItem(DB_KEY, JSON.stringify(snapshotDatabase(db)));
    localStorage.setItem(DB_SCENARIO_KEY, scenario.name);
  } catch {
    // Storage full or unavailable: the data lives until the next reload.
  }
}

/** Forgets the stored database; the next load seeds the current scenario again. */
export function resetMockDatabase(): void {
  localStorage.removeItem(DB_KEY);
  localStorage.removeItem(DB_SCENARIO_KEY);
}

/** The mock backend in the browser, for `npm run dev`: every API call is answered by the service worker. */
export async function startMockWorker(session: SiteSession): Promise<void> {
  faker.seed(2026);
  const scenario = chooseScenario();
  applyScenarioSession(scenario, session);
  const db = await loadDatabase(scenario);
  saveDatabase(db, scenario);
  setDatabaseResolver(() => db);
  setScenarioResolver(() => scenario);
  const paymentForm = paymentFormConfig();
  if (paymentForm) setCardVault(remoteCardVault(paymentForm.origin));

  const worker = setupWorker(...browserHandlers);
  worker.events.on('response:mocked', ({ request }) => {
    if (request.method !== 'GET') saveDatabase(db, scenario);
  });
  await worker.start({
    // Pages, scripts and images are real files; only API calls are mocked.
    onUnhandledFrame: 'bypass',
    quiet: true,
  });
  const { mountDevPanel } = await import('./dev-panel');
  mountDevPanel(scenario, resetMockDatabase);
}
