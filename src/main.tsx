import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { prefetchRouteData, preloadRoute } from './app/routes';
import { createQueryClient } from './api/query-client';
import { yieldToMain } from './lib/yield-to-main';
import { followOtherTabs } from './stores';

async function startMockBackend(): Promise<void> {
  if (import.meta.env.VITE_MOCKS !== 'true') return;
  // eslint-disable-next-line import-x/no-restricted-paths -- dev/mock builds only; the branch is dropped from production bundles.
  const { startMockWorker } = await import('../mocks/browser');
  await startMockWorker();
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

await startMockBackend();
// Start-up runs in three tasks instead of one long one: evaluating the modules, asking for the
// page's code and data, and the first render (docs/performance.md).
await yieldToMain();
// A sign-in, sign-out, location or cart changed in another tab is reflected here.
followOtherTabs();
const { pathname, search } = window.location;
// The page's code and the data it reads start loading together, before the first render.
const pageLoaded = preloadRoute(pathname);
const queryClient = createQueryClient();
void prefetchRouteData(queryClient, pathname, search.replace(/^\?/, ''));
// The first render waits for the page's code, so the page shows with the app instead of after a
// loading state (index.html's static shell stays on screen meanwhile).
await pageLoaded;
await yieldToMain();
// A transition renders in slices that yield to the browser, instead of one long task.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
});
// Production builds only; a mock build keeps the scope for the mock backend's worker. The first
// page does not need it, so its code loads after the first render.
void import('./lib/service-worker').then(({ registerServiceWorker }) => registerServiceWorker());
