// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** public/sw.js, run against an in-memory Cache Storage and a fake network. */
const script = readFileSync(resolve(import.meta.dirname, '../../public/sw.js'), 'utf8');
const ORIGIN = 'https://chicken.test';

class FakeCache {
  readonly entries = new Map<string, Response>();
  put(request: RequestInfo, response: Response) {
    this.entries.set(urlOf(request), response);
    return Promise.resolve();
  }
  match(request: RequestInfo) {
    return Promise.resolve(this.entries.get(urlOf(request))?.clone());
  }
  keys() {
    return Promise.resolve([...this.entries.keys()].map((url) => new Request(url)));
  }
  delete(request: RequestInfo) {
    return Promise.resolve(this.entries.delete(urlOf(request)));
  }
  async addAll(requests: string[]) {
    for (const request of requests)
      this.entries.set(urlOf(request), await network(new Request(urlOf(request))));
  }
}

const urlOf = (request: RequestInfo) =>
  new URL(typeof request === 'string' ? request : request.url, ORIGIN).href;

let stores: Map<string, FakeCache>;
let network: (request: Request) => Promise<Response>;
let listeners: Record<string, (event: unknown) => void>;

const caches = {
  open: (name: string) => {
    if (!stores.has(name)) stores.set(name, new FakeCache());
    return Promise.resolve(stores.get(name) as FakeCache);
  },
  match: (request: RequestInfo, { cacheName }: { cacheName: string }) =>
    stores.get(cacheName)?.match(request) ?? Promise.resolve(undefined),
  keys: () => Promise.resolve([...stores.keys()]),
  delete: (name: string) => Promise.resolve(stores.delete(name)),
};

const shellHtml =
  '<!doctype html><script type="module" src="/assets/index-abc123.js"></script>' +
  '<link rel="stylesheet" href="/assets/index-def456.css"><div id="root"></div>';

const html = (body: string) => new Response(body, { headers: { 'Content-Type': 'text/html' } });

function startWorker() {
  stores = new Map();
  listeners = {};
  network = vi.fn((request: Request) => {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith('/assets/')) return Promise.resolve(new Response(`asset ${pathname}`));
    return Promise.resolve(html(shellHtml));
  });
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: (event: unknown) => void) => (listeners[type] = listener),
    skipWaiting: vi.fn(() => Promise.resolve()),
  };
  const fetchThroughNetwork = (input: RequestInfo) =>
    network(typeof input === 'string' ? new Request(urlOf(input)) : input);
  new Function('self', 'caches', 'fetch', script)(self, caches, fetchThroughNetwork);
  return self;
}

async function lifecycle(type: 'install' | 'activate') {
  const pending: Promise<unknown>[] = [];
  listeners[type]?.({ waitUntil: (promise: Promise<unknown>) => pending.push(promise) });
  await Promise.all(pending);
}

/** Dispatches a fetch event; answers the worker's response, or undefined when it let the request pass. */
async function dispatchFetch(path: string, init: RequestInit & { mode?: 'navigate' } = {}) {
  const request = new Request(new URL(path, ORIGIN), { method: init.method ?? 'GET' });
  if (init.mode) Object.defineProperty(request, 'mode', { value: init.mode });
  const pending: Promise<unknown>[] = [];
  let answer: Promise<Response> | undefined;
  listeners.fetch?.({
    request,
    respondWith: (response: Promise<Response>) => (answer = response),
    waitUntil: (promise: Promise<unknown>) => pending.push(promise),
  });
  const response = await answer;
  await Promise.all(pending);
  return response;
}

const cachedUrls = () => [...stores.values()].flatMap((cache) => [...cache.entries.keys()]).sort();

describe('public/sw.js', () => {
  it('caches the app shell and the entry files it names on install, then takes over', async () => {
    const self = startWorker();

    await lifecycle('install');

    expect(cachedUrls()).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/assets/index-abc123.js`,
      `${ORIGIN}/assets/index-def456.css`,
    ]);
    expect(self.skipWaiting).toHaveBeenCalled();
  });

  it('answers a navigation from the network while online and keeps that shell', async () => {
    startWorker();
    await lifecycle('install');
    network = vi.fn(() => Promise.resolve(html('<!doctype html><p>new deploy</p>')));

    const response = await dispatchFetch('/account/login', { mode: 'navigate' });

    expect(await response?.text()).toContain('new deploy');
    const shell = await caches.match('/', { cacheName: 'chicken-web-shell-v1' });
    expect(await shell?.text()).toContain('new deploy');
  });

  it('answers a navigation with the cached shell when the network is down', async () => {
    startWorker();
    await lifecycle('install');
    network = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));

    const response = await dispatchFetch('/menu', { mode: 'navigate' });

    expect(await response?.text()).toBe(shellHtml);
  });

  it('serves hashed assets from the cache once fetched', async () => {
    startWorker();

    const first = await dispatchFetch('/assets/home-page-111.js');
    const second = await dispatchFetch('/assets/home-page-111.js');

    expect(await first?.text()).toBe('asset /assets/home-page-111.js');
    expect(await second?.text()).toBe('asset /assets/home-page-111.js');
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('never touches API, CMS or site-data calls, other origins or anything but GET', async () => {
    startWorker();

    for (const path of [
      '/api/v1/locations',
      '/cms/stories',
      '/_data/locations.json',
      'https://cdn.example/a.js',
    ]) {
      expect(await dispatchFetch(path), path).toBeUndefined();
    }
    expect(await dispatchFetch('/assets/index-abc123.js', { method: 'POST' })).toBeUndefined();
    expect(await dispatchFetch('/api/v1/members/get', { mode: 'navigate' })).toBeUndefined();
    expect(network).not.toHaveBeenCalled();
    expect(cachedUrls()).toEqual([]);
  });

  it('deletes the caches of other versions on activate, and leaves other caches alone', async () => {
    startWorker();
    await lifecycle('install');
    await caches.open('chicken-web-shell-v0');
    await caches.open('someone-elses-cache');

    await lifecycle('activate');

    expect([...stores.keys()].sort()).toEqual([
      'chicken-web-assets-v1',
      'chicken-web-shell-v1',
      'someone-elses-cache',
    ]);
  });
});
