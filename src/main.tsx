import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRoute } from './app/routes';
import { DEFAULT_LOCALE } from './i18n/locales';
import { nextTask } from './lib/next-task';
import { registerServiceWorker } from './lib/service-worker';

async function startMockBackend(): Promise<void> {
  if (import.meta.env.VITE_MOCKS !== 'true') return;
  // eslint-disable-next-line import-x/no-restricted-paths -- dev/mock builds only; the branch is dropped from production bundles.
  const { startMockWorker } = await import('../mocks/browser');
  await startMockWorker();
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

await startMockBackend();
// The page's code starts loading now, while the browser is busy with the rest of the start-up.
preloadRoute(window.location.pathname);
// Start-up in separate tasks, so that no single one blocks the page for long: the modules have
// just been evaluated; next, the browser's one-time loading of its locale tables, which the first
// Intl call pays (about 50 ms of CPU on this project's CI host, several times that on a phone), and
// which react-intl would otherwise pay in the middle of the first render; then the first render.
await nextTask();
Intl.NumberFormat.supportedLocalesOf(DEFAULT_LOCALE);
await nextTask();
// The first render as a transition: React renders it in slices of a few milliseconds, yielding to
// the browser in between, instead of in one long task (the static shell in index.html stays until
// it commits). Input during start-up is handled at once, and Total Blocking Time falls.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
// Production builds only; a mock build keeps the scope for the mock backend's worker.
registerServiceWorker();
