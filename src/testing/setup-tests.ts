import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { pinClock } from '../../mocks/clock';
import { mockBackend, server } from '../../mocks/node';
import { configureApi } from '../app/configure-api';
import { resetEngagement } from '../lib/engagement';
import { resetStores } from './reset-stores';

// findBy… and waitFor wait for the mock backend, which answers in this process (request
// interception, database queries, schema checks) and so shares the CPU with the suite: with two
// suites at once on two cores (npm run test:stress) a page's first answers can take over a second.
// A ceiling for those answers; waits on loading code are met by preloading it in the tests.
configure({ asyncUtilTimeout: 3000 });

// Suites that declare `@vitest-environment node` have no DOM: only the mock server applies to them.
const hasDom = typeof window !== 'undefined';

if (hasDom) {
  // jsdom has no modal dialogs: a stand-in toggles `open` and fires `close` as browsers do.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}

// Every request a test makes must be answered by a handler: an unhandled one fails the test.
beforeAll(async () => {
  configureApi();
  server.listen({ onUnhandledFrame: 'error' });
  await mockBackend.reset();
});
// jsdom does not scroll (and says so on the console): each test starts with a quiet stand-in, which a
// test may read (the app scrolls to the top after a navigation).
beforeEach(() => {
  if (hasDom) vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  if (hasDom) {
    // Unmount first, so that resetting the stores re-renders nothing.
    cleanup();
    resetStores();
    // The engagement adapter keeps the viewer's cards, as the SDK would: each test starts without.
    resetEngagement();
    window.history.replaceState(null, '', '/');
  }
  server.resetHandlers();
  server.events.removeAllListeners();
  mockBackend.useScenario();
  // A test that pins the mock's clock or fakes the page's timers leaves neither to the next.
  pinClock(undefined);
  vi.useRealTimers();
});
// The next file runs in this worker with the same modules: it starts on the real clock.
afterAll(() => {
  server.close();
  pinClock(undefined);
  vi.useRealTimers();
});
