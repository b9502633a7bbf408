/// <reference lib="webworker" />
/**
 * The site's service worker, built to `/sw.js` by vite-plugin-pwa (scripts/vite/app-service-worker.ts)
 * and registered by src/lib/service-worker.ts in production builds only: app-shell caching, so that
 * a returning visitor gets the page frame even with a poor connection.
 *
 * - install: caches the shell (`/`) and the entry files index.html names (the injected manifest);
 * - navigations: network first (a new deploy shows at once), the cached shell when offline;
 * - `/assets/*`: cache first; their names carry a content hash, so a cached file never goes stale;
 * - never cached: API, CMS and site-data calls (`/api/`, `/cms/`, `/_data/`), other origins, non-GET.
 */
import type { PrecacheEntry } from 'workbox-precaching';
import { ExpirationPlugin } from 'workbox-expiration';
import { warmStrategyCache } from 'workbox-recipes';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

const CACHE_PREFIX = 'chicken-web-';
const SHELL_URL = '/';
const NEVER_CACHED = /^\/(?:api|cms|_data)\//;

// Every address is the same single-page shell: one entry serves any of them offline.
const shell = new NetworkFirst({
  cacheName: `${CACHE_PREFIX}shell-v2`,
  plugins: [{ cacheKeyWillBeUsed: () => Promise.resolve(SHELL_URL) }],
});
// Older hashed files pile up across deploys; the oldest beyond this many are dropped.
const assets = new CacheFirst({
  cacheName: `${CACHE_PREFIX}assets-v2`,
  plugins: [new ExpirationPlugin({ maxEntries: 120 })],
});

registerRoute(new NavigationRoute(shell, { denylist: [NEVER_CACHED] }));
registerRoute(({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'), assets);
warmStrategyCache({ urls: [SHELL_URL], strategy: shell });
warmStrategyCache({
  urls: self.__WB_MANIFEST.map((entry) => (typeof entry === 'string' ? entry : entry.url)),
  strategy: assets,
});

// A new version takes over at once: the shell is network first and assets are hashed, so a page
// of the previous deploy keeps working under it.
self.addEventListener('install', () => void self.skipWaiting());

// Caches of earlier versions of this worker (other names under the prefix) are dropped.
self.addEventListener('activate', (event) => {
  const current = new Set([shell.cacheName, assets.cacheName]);
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(CACHE_PREFIX) && !current.has(name))
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});
