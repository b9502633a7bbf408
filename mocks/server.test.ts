// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { bypass } from 'msw';
import { DEMO_ACCESS_TOKEN, LOCATION_IDS, MENU_IDS } from './seed';

const repoRoot = resolve(import.meta.dirname, '..');
const port = 9400 + Math.floor(Math.random() * 400);
const base = `http://127.0.0.1:${port}`;

/** A real network request: vitest's in-process msw server must not answer for the mock server. */
const realFetch = (url: string, init?: RequestInit) => fetch(bypass(url, init));
let server: ChildProcess;

async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 150; attempt++) {
    try {
      if ((await realFetch(`${base}/__mock/scenarios`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error('the mock server did not start');
}

beforeAll(async () => {
  // A process group of its own: npx starts tsx, which starts node; stopping only npx left the
  // server running after the tests (found listening after a CI run).
  server = spawn('npx', ['--no-install', 'tsx', 'mocks/server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, MOCK_PORT: String(port) },
    stdio: 'ignore',
    detached: true,
  });
  await waitForServer();
}, 60_000);

afterAll(async () => {
  if (server.pid === undefined || server.exitCode !== null) return;
  const exited = once(server, 'exit');
  process.kill(-server.pid, 'SIGTERM');
  await exited;
});

/** A client with its own cookie jar, like a browser context or a QA person. */
function client() {
  let cookie = '';
  return async (path: string, init: RequestInit = {}) => {
    const response = await realFetch(`${base}${path}`, {
      ...init,
      headers: { 'Content-Type': 'application/json', ...(cookie ? { cookie } : {}), ...init.headers },
    });
    const setCookie = response.headers.getSetCookie().map((value) => value.split(';')[0]);
    if (setCookie.length > 0) cookie = setCookie.join('; ');
    return response;
  };
}

describe('npm run mock:server', () => {
  it('keeps a separate database per session: one guest never sees the other guest’s cart', async () => {
    const alice = client();
    const bob = client();
    const created = await alice('/api/v1/orders/create', {
      method: 'POST',
      body: JSON.stringify({ menu_id: MENU_IDS.regular }),
    });
    expect(created.status).toBe(200);
    const order = (await created.json()) as { id: number };

    expect((await alice(`/api/v1/orders/${order.id}`)).status).toBe(200);
    await bob('/api/v1/locations'); // Bob gets a session of his own.
    expect((await bob(`/api/v1/orders/${order.id}`)).status).toBe(404);
  });

  it('applies the scenario named in the X-Mock-Scenario header', async () => {
    const response = await realFetch(`${base}/api/v1/members/get`, {
      headers: {
        'X-Mock-Scenario': 'member',
        'X-Mock-Session': 'scenario-check',
        Authorization: `Bearer ${DEMO_ACCESS_TOKEN}`,
      },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { email: string }).email).toBe('demo@example.com');
  });

  it('answers a request as of the moment its X-Mock-Clock names, leaving other requests on their own clock', async () => {
    const isOpenAt = async (clock?: string) => {
      const response = await realFetch(`${base}/api/v1/locations/${LOCATION_IDS.charlotteUptown}`, {
        headers: { 'X-Mock-Session': 'clock-check', ...(clock ? { 'X-Mock-Clock': clock } : {}) },
      });
      return ((await response.json()) as { is_open_now: boolean }).is_open_now;
    };
    // Charlotte – Uptown keeps daytime hours: closed at 3 AM and open at noon, Eastern time.
    expect(await isOpenAt('2026-11-26T08:00:00Z')).toBe(false);
    expect(await isOpenAt('2026-11-26T17:00:00Z')).toBe(true);
    expect(await isOpenAt('2026-11-27T08:00:00Z')).toBe(false);
  });

  it('starts a session afresh on reset', async () => {
    const carol = client();
    const created = await carol('/api/v1/orders/create', {
      method: 'POST',
      body: JSON.stringify({ menu_id: MENU_IDS.regular }),
    });
    const order = (await created.json()) as { id: number };
    expect((await carol('/__mock/reset', { method: 'POST' })).status).toBe(200);
    expect((await carol(`/api/v1/orders/${order.id}`)).status).toBe(404);
  });

  it('answers JSON compressed when the client accepts it, as a real API does, and plain otherwise', async () => {
    const menu = (encoding: string) =>
      realFetch(`${base}/api/v1/menus/${MENU_IDS.regular}`, {
        headers: { 'Accept-Encoding': encoding, 'X-Mock-Session': 'compression-check' },
      });
    const plain = await menu('identity');
    const brotli = await menu('gzip, deflate, br');
    const gzipped = await menu('gzip');

    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(Number(brotli.headers.get('content-length'))).toBeLessThan(
      Number(plain.headers.get('content-length')) / 4,
    );
    // fetch decodes the body: the same menu whichever way it travelled.
    const body = await plain.json();
    expect(await brotli.json()).toEqual(body);
    expect(await gzipped.json()).toEqual(body);
  });
});
