/// <reference lib="webworker" />
/**
 * The site's service worker, built to `/sw.js` by vite-plugin-pwa (scripts/vite/app-service-worker.ts)
 * and registered by src/lib/service-worker.ts in production builds only: page caching, so that
 * a returning visitor gets the page frame even with a poor connection.
 *
 * - install: caches the app shell (`/app-shell.html`) and the entry files it names (the injected manifest);
 * - navigations: network first (a new deploy shows at once); offline, the page as last seen, or
 *   the app shell for a page not seen yet, which renders it in the browser;
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
/** The page without prerendered content (scripts/prerender.ts): it renders any address. */
const APP_SHELL_URL = '/app-shell.html';
const NEVER_CACHED = /^\/(?:api|cms|_data)\//;

// Each address is its own prerendered page: it is kept under its own address, and a page not kept
// yet falls back to the app shell. Only 200 answers are kept, so a 404 page never stands in.
const pagesCacheName = `${CACHE_PREFIX}pages-v3`;
const pages = new NetworkFirst({
  cacheName: pagesCacheName,
  plugins: [
    new ExpirationPlugin({ maxEntries: 40 }),
    {
      handlerDidError: async () =>
        (await caches.match(APP_SHELL_URL, { cacheName: pagesCacheName })) ?? undefined,
    },
  ],
});
// Older hashed files pile up across deploys; the oldest beyond this many are dropped.
const assets = new CacheFirst({
  cacheName: `${CACHE_PREFIX}assets-v2`,
  plugins: [new ExpirationPlugin({ maxEntries: 120 })],
});

registerRoute(new NavigationRoute(pages, { denylist: [NEVER_CACHED] }));
registerRoute(({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'), assets);
warmStrategyCache({ urls: [APP_SHELL_URL], strategy: pages });
warmStrategyCache({
  urls: self.__WB_MANIFEST.map((entry) => (typeof entry === 'string' ? entry : entry.url)),
  strategy: assets,
});

// A new version takes over at once: pages are network first and assets are hashed, so a page
// of the previous deploy keeps working under it.
self.addEventListener('install', () => void self.skipWaiting());

// Caches of earlier versions of this worker (other names under the prefix) are dropped.
self.addEventListener('activate', (event) => {
  const current = new Set([pages.cacheName, assets.cacheName]);
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
