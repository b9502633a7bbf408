import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { App } from './app/app';
import { restoreStoredQueriesFirst } from './app/stored-queries/stored-queries-keeper';
import { prefetchRouteData, preloadRoute } from './app/routes';
import { createQueryClient } from './api/query-client';
import { yieldToMain } from './lib/yield-to-main';
import { followOtherTabs, usePreferencesStore, useSessionStore } from './stores';
import { DEFAULT_LOCALE } from './i18n/locales';
import { readPrerenderedState } from './prerender/prerendered-state';

async function startMockBackend(): Promise<void> {
  if (import.meta.env.VITE_MOCKS !== 'true') return;
  // eslint-disable-next-line import-x/no-restricted-paths -- dev/mock builds only; the branch is dropped from production bundles.
  const { startMockWorker } = await import('../mocks/browser');
  await startMockWorker({
    signIn: (token) => useSessionStore.getState().signIn(token),
    signOut: () => useSessionStore.getState().signOut(),
  });
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

await startMockBackend();
// A sign-in, sign-out, location or cart changed in another tab is reflected here.
followOtherTabs();
const { pathname, search } = window.location;
// The page's code and the data it reads start loading together, before the first render.
const pageLoaded = preloadRoute(pathname);
const queryClient = createQueryClient();
const { channel, language } = usePreferencesStore.getState();
// A prerendered page is the default channel in English at its own address: a visitor it was
// rendered for gets it hydrated; anyone else (catering, Spanish, the 404 page served at another
// address) gets their own page rendered over it.
const prerendered = readPrerenderedState(root, `${pathname}${search}`);
const hydrates = prerendered !== undefined && channel === 'default' && language === DEFAULT_LOCALE;
if (hydrates) hydrate(queryClient, prerendered);
else {
  await restoreStoredQueriesFirst(queryClient);
  void prefetchRouteData(queryClient, pathname, search.replace(/^\?/, ''));
}
// The first render waits for the page's code, so the page shows with the app instead of after a
// loading state (the HTML stays on screen meanwhile).
await pageLoaded;
await yieldToMain();
const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);
if (hydrates) {
  hydrateRoot(root, app);
} else {
  // A transition renders in slices that yield to the browser, instead of one long task.
  startTransition(() => createRoot(root).render(app));
}
// Held back before it painted (src/config/hold-back-script.ts): the visitor's own page is there now.
requestAnimationFrame(() => document.documentElement.removeAttribute('data-held'));
// Production builds only; a mock build keeps the scope for the mock backend's worker. The first
// page does not need it, so its code loads after the first render.
void import('./lib/service-worker').then(({ registerServiceWorker }) => registerServiceWorker());
