import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The page's modules are evaluated in three tasks instead of one, with the pauses between them:
// the libraries; the client state's stores (their schemas, and hydration from storage); the app.
// Evaluated in one go they blocked the page for about 40 ms of CPU on a desktop, 150 ms at the 4×
// slowdown of a phone (a module's top-level `await` lets the browser run other tasks meanwhile).
import './app/start-up/pause-after-libraries';
import './stores';
import './app/start-up/pause-after-client-state';
import { App } from './app/app';
import { prefetchRouteData, preloadRoute } from './app/routes';
import { createQueryClient } from './api/query-client';
import { answerSupportedLocalesForShippedLocales } from './i18n/shipped-locales-known';
import { warmFormattingDataOffMainThread } from './i18n/warm-formatting-data';
import { nextTask } from './lib/next-task';
import { registerServiceWorker } from './lib/service-worker';

async function startMockBackend(): Promise<void> {
  if (import.meta.env.VITE_MOCKS !== 'true') return;
  // eslint-disable-next-line import-x/no-restricted-paths -- dev/mock builds only; the branch is dropped from production bundles.
  const { startMockWorker } = await import('../mocks/browser');
  await startMockWorker();
}

/** How long the first render waits for the page's code: past it, the layout shows with a loading bar. */
const FIRST_PAGE_WAIT_MS = 1000;
const delay = (ms: number) => new Promise((done) => setTimeout(done, ms));

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// The number and date formatting data loads in a worker while the page starts (see the module).
warmFormattingDataOffMainThread();
await startMockBackend();
// The app's modules have just been evaluated: what follows runs in a task of its own.
await nextTask();
// The page's code starts loading now, while the browser is busy with the rest of the start-up.
const pageLoaded = preloadRoute(window.location.pathname);
// So do the calls the page makes (its menu or story, the visitor's order): the first render waits
// for the page's code below, and they would otherwise wait with it.
const queryClient = createQueryClient();
prefetchRouteData(queryClient, window.location.pathname);
// The browser's number and date formats are not asked which locales they support while the page
// starts (see the module): that first question alone blocks the page for 30–50 ms of CPU.
answerSupportedLocalesForShippedLocales([Intl.NumberFormat, Intl.DateTimeFormat]);
// The first render starts in a task of its own, once the page's code is here (or after a second at
// most): the page then renders with the rest of the app, instead of showing its Suspense fallback
// first, which React reveals no sooner than 300 ms after it appeared (the menu came 300 ms late).
await nextTask();
await Promise.race([pageLoaded, delay(FIRST_PAGE_WAIT_MS)]);
// The first render as a transition: React renders it in slices of a few milliseconds, yielding to
// the browser in between, instead of in one long task (the static shell in index.html stays until
// it commits). Input during start-up is handled at once, and Total Blocking Time falls.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
});
// Production builds only; a mock build keeps the scope for the mock backend's worker.
registerServiceWorker();
