/**
 * The site's service worker (registered by src/lib/service-worker.ts in production builds only):
 * app-shell caching, so that a returning visitor gets the page frame even with a poor connection.
 *
 * - install: caches the shell (`/`, the SPA's index.html) and the entry files it names;
 * - navigations: network first (a new deploy shows at once), the cached shell when offline;
 * - `/assets/*`: cache first; their names carry a content hash, so a cached file never goes stale;
 * - never cached: API, CMS and site-data calls (`/api/`, `/cms/`, `/_data/`), other origins, non-GET.
 *
 * Bump CACHE_VERSION when this caching logic changes: activate deletes the caches of other versions.
 */
const CACHE_VERSION = 'v1';
const CACHE_PREFIX = 'chicken-web-';
const SHELL_CACHE = `${CACHE_PREFIX}shell-${CACHE_VERSION}`;
const ASSET_CACHE = `${CACHE_PREFIX}assets-${CACHE_VERSION}`;
const SHELL_URL = '/';
/** Older hashed files pile up across deploys; the oldest beyond this many are dropped. */
const MAX_ASSET_ENTRIES = 120;

const NEVER_CACHED_PREFIXES = ['/api/', '/cms/', '/_data/'];
const ENTRY_ASSET_PATTERN = /(?:src|href)="(\/assets\/[^"]+)"/g;

const isNeverCached = (url) => NEVER_CACHED_PREFIXES.some((prefix) => url.pathname.startsWith(prefix));
const isHtml = (response) => (response.headers.get('Content-Type') ?? '').includes('text/html');

/** The shell plus the scripts and styles it loads first, read from the shell itself. */
async function cacheShell() {
  const response = await fetch(SHELL_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`The app shell answered ${response.status}`);
  const html = await response.clone().text();
  const entryAssets = [...new Set([...html.matchAll(ENTRY_ASSET_PATTERN)].map((match) => match[1]))];
  const [shellCache, assetCache] = await Promise.all([caches.open(SHELL_CACHE), caches.open(ASSET_CACHE)]);
  await Promise.all([shellCache.put(SHELL_URL, response), assetCache.addAll(entryAssets)]);
}

async function trimAssetCache() {
  const cache = await caches.open(ASSET_CACHE);
  const keys = await cache.keys();
  await Promise.all(
    keys.slice(0, Math.max(0, keys.length - MAX_ASSET_ENTRIES)).map((key) => cache.delete(key)),
  );
}

async function deleteOtherVersions() {
  const current = new Set([SHELL_CACHE, ASSET_CACHE]);
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith(CACHE_PREFIX) && !current.has(name))
      .map((name) => caches.delete(name)),
  );
}

/** Network first; a good HTML answer refreshes the cached shell, a failure falls back to it. */
async function handleNavigation(event) {
  try {
    const response = await fetch(event.request);
    if (response.ok && isHtml(response)) {
      const copy = response.clone();
      event.waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.put(SHELL_URL, copy)));
    }
    return response;
  } catch (error) {
    const shell = await caches.match(SHELL_URL, { cacheName: SHELL_CACHE });
    if (shell) return shell;
    throw error;
  }
}

/** Cache first; a file fetched for the first time is kept. */
async function handleAsset(event) {
  const cached = await caches.match(event.request, { cacheName: ASSET_CACHE });
  if (cached) return cached;
  const response = await fetch(event.request);
  if (response.ok) {
    const copy = response.clone();
    event.waitUntil(
      caches
        .open(ASSET_CACHE)
        .then((cache) => cache.put(event.request, copy))
        .then(trimAssetCache),
    );
  }
  return response;
}

self.addEventListener('install', (event) => {
  // A new version takes over at once: the shell is network first and assets are hashed, so a page
  // of the previous deploy keeps working under it.
  event.waitUntil(cacheShell().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(deleteOtherVersions());
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isNeverCached(url)) return;
  if (request.mode === 'navigate') {
    event.respondWith(handleNavigation(event));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(handleAsset(event));
  }
});
