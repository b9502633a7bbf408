// @vitest-environment node
import { connect } from 'node:net';
import { DEMO_ACCESS_TOKEN, LOCATION_IDS, MENU_IDS } from './seed';
import { mockServerProcess, realFetch } from './testing/mock-server-process';

const mockServer = mockServerProcess();
let port = 0;
let base = '';

beforeAll(async () => {
  await mockServer.start();
  ({ port, base } = mockServer);
}, 60_000);
afterAll(() => mockServer.stop());

interface RawAnswer {
  status: number;
  head: string;
  body: string;
}

/**
 * One HTTP exchange over a bare socket: the test writes the request head exactly as given (no
 * client library cleans it up) and sends body chunks only while the server has not answered.
 */
function rawExchange(head: string, chunks: Iterable<Buffer> = []): Promise<RawAnswer> {
  return new Promise((done, fail) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    let answered = false;
    const finish = () => {
      const [answerHead = '', body = ''] = received.split('\r\n\r\n');
      done({ status: Number(answerHead.split(' ')[1]), head: answerHead, body });
    };
    socket.on('data', (data) => {
      answered = true;
      received += data.toString('latin1');
    });
    socket.on('end', finish);
    // The server may close while the body is still being sent: what it answered first counts.
    socket.on('error', (error) => (answered ? finish() : fail(error)));
    socket.write(head.replaceAll('\n', '\r\n') + '\r\n');
    const pending = chunks[Symbol.iterator]();
    const sendMore = () => {
      for (let next = pending.next(); !next.done && !answered; next = pending.next()) {
        if (!socket.write(next.value)) return void socket.once('drain', sendMore);
      }
    };
    sendMore();
  });
}

const MEGABYTE = 1024 * 1024;
function* kilobyteChunks(count: number, chunked: boolean): Generator<Buffer> {
  const kilobyte = Buffer.alloc(1024, 'a');
  const frame = chunked ? Buffer.concat([Buffer.from('400\r\n'), kilobyte, Buffer.from('\r\n')]) : kilobyte;
  for (let sent = 0; sent < count; sent++) yield frame;
  if (chunked) yield Buffer.from('0\r\n\r\n');
}

const client = () => mockServer.client();

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

  it('lists every scenario at /__mock/ with a link that opens the site in it, afresh', async () => {
    const index = await realFetch(`${base}/__mock/`);
    expect(index.headers.get('content-type')).toMatch(/^text\/html/);
    const links = [...(await index.text()).matchAll(/href="([^"]+)"/g)].map(([, href]) => href ?? '');
    const catalogue = (await (await realFetch(`${base}/__mock/scenarios`)).json()) as { name: string }[];
    expect(links).toEqual(catalogue.map(({ name }) => `/__mock/open?scenario=${name}`));

    // A browser's cookie jar: each answer's cookies replace those of the same name.
    const jar = new Map<string, string>();
    const browser = async (path: string, init: RequestInit = {}) => {
      const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      const response = await realFetch(`${base}${path}`, {
        redirect: 'manual',
        ...init,
        headers: { 'Content-Type': 'application/json', cookie, ...init.headers },
      });
      for (const set of response.headers.getSetCookie()) {
        const [pair = ''] = set.split(';');
        const [name = '', value = ''] = pair.split('=');
        jar.set(name, value);
      }
      return response;
    };
    const created = await browser('/api/v1/orders/create', {
      method: 'POST',
      body: JSON.stringify({ menu_id: MENU_IDS.regular }),
    });
    const order = (await created.json()) as { id: string };

    const opened = await browser('/__mock/open?scenario=offline');
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe('/');
    // The site's stored menu, order and sign-in belonged to the data just reset.
    expect(opened.headers.get('clear-site-data')).toBe('"storage"');
    await expect(browser('/api/v1/locations')).rejects.toThrow();

    const member = await browser('/__mock/open?scenario=member');
    expect(member.headers.get('location')).toBe('/account/login');
    await browser('/__mock/open?scenario=default');
    expect((await browser('/api/v1/locations')).status).toBe(200);
    expect((await browser(`/api/v1/orders/${order.id}`)).status).toBe(404);
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

  it('answers 413 to a body declared larger than 1 MB without waiting for it', async () => {
    const answer = await rawExchange(
      [
        'POST /api/v1/orders/create HTTP/1.1',
        'Host: 127.0.0.1',
        'Content-Type: application/json',
        `Content-Length: ${300 * MEGABYTE}`,
        'Connection: close',
        '',
      ].join('\n'),
      kilobyteChunks(64, false),
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual([{ message: 'The request body is larger than 1 MB.' }]);
  });

  it('answers 413 to a chunked body once it passes 1 MB, before the client has sent it all', async () => {
    const answer = await rawExchange(
      [
        'POST /api/v1/orders/create HTTP/1.1',
        'Host: 127.0.0.1',
        'Content-Type: application/json',
        'Transfer-Encoding: chunked',
        'Connection: close',
        '',
      ].join('\n'),
      kilobyteChunks(4 * 1024, true),
    );
    expect(answer.status).toBe(413);
  });

  it('answers 405 to a method the API does not use, and 400 to a mock clock no calendar holds', async () => {
    // Node's parser already answers 400 to a method it does not know (TRACK, FOO).
    for (const method of ['TRACE', 'PROPFIND']) {
      const answer = await rawExchange(
        `${method} /api/v1/locations HTTP/1.1\nHost: 127.0.0.1\nConnection: close\n`,
      );
      expect(answer.status).toBe(405);
      expect(answer.head.toLowerCase()).toContain('allow: get, head, post, put, patch, delete, options');
      expect(JSON.parse(answer.body)).toEqual([{ message: `Method ${method} is not allowed.` }]);
    }
    for (const clock of [
      '9999-12-31T23:59:59Z',
      '+275760-09-13T00:00:00Z',
      '-000001-01-01T00:00:00Z',
      'soon',
    ]) {
      const answer = await realFetch(`${base}/api/v1/menus/${MENU_IDS.regular}`, {
        headers: { 'X-Mock-Clock': clock },
      });
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual([
        { message: 'X-Mock-Clock must be an ISO 8601 instant between 1971 and 9000.' },
      ]);
    }
  });

  it('answers 400 to a scenario the catalogue does not hold, naming the problem, and sets no cookie', async () => {
    for (const query of ['scenario=nope', 'scenario=member%0D%0ASet-Cookie:%20admin=1']) {
      const answer = await rawExchange(
        `GET /api/v1/locations?${query} HTTP/1.1\nHost: 127.0.0.1\nConnection: close\n`,
      );
      expect(answer.status).toBe(400);
      expect(answer.head.toLowerCase()).not.toContain('set-cookie');
      expect(JSON.parse(answer.body)).toEqual([
        { message: expect.stringContaining('Unknown mock scenario') as string },
      ]);
    }
    const byHeader = await realFetch(`${base}/api/v1/locations`, { headers: { 'X-Mock-Scenario': 'nope' } });
    expect(byHeader.status).toBe(400);
    expect(byHeader.headers.getSetCookie()).toEqual([]);
  });

  it('answers 400 to a session id outside [A-Za-z0-9_-]{1,64}, which never reaches a cookie', async () => {
    for (const session of [
      'a; Domain=evil.example; Max-Age=99999999',
      'x'.repeat(65),
      'semi;colon',
      'ünïcode',
    ]) {
      const answer = await realFetch(`${base}/api/v1/locations`, {
        headers: { 'X-Mock-Session': encodeURI(session) === session ? session : encodeURIComponent(session) },
      });
      expect(answer.status, session).toBe(400);
      expect(answer.headers.getSetCookie()).toEqual([]);
      expect(await answer.json()).toEqual([
        { message: expect.stringContaining('Invalid mock session') as string },
      ]);
    }
    const byCookie = await realFetch(`${base}/api/v1/locations`, {
      headers: { cookie: 'mock-session=a%3B%20Domain%3Devil.example' },
    });
    expect(byCookie.status).toBe(400);
    // The bad cookie is cleared, so the browser that holds it is not stuck.
    expect(byCookie.headers.getSetCookie()).toEqual([
      'mock-session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax',
    ]);
  });

  it('sets the session and scenario cookies with fixed attributes that a request cannot add to', async () => {
    const answer = await realFetch(`${base}/api/v1/locations?scenario=member`, {
      headers: { 'X-Mock-Session': 'cookie-check_1' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.getSetCookie()).toEqual([
      'mock-session=cookie-check_1; Path=/; HttpOnly; SameSite=Lax',
      'mock-scenario=member; Path=/; HttpOnly; SameSite=Lax',
    ]);
  });

  it('keeps a session’s data while 200 cookieless requests come and go', async () => {
    const qa = client();
    const created = await qa('/api/v1/orders/create', {
      method: 'POST',
      body: JSON.stringify({ menu_id: MENU_IDS.regular }),
    });
    const order = (await created.json()) as { id: number };
    for (let visitor = 0; visitor < 200; visitor++) {
      const answer = await realFetch(`${base}/api/v1/locations/${LOCATION_IDS.charlotteUptown}`);
      expect(answer.status).toBe(200);
    }
    expect((await qa(`/api/v1/orders/${order.id}`)).status).toBe(200);
  });

  it('seeds a new session once when its first requests arrive together: every order written survives', async () => {
    const headers = { 'X-Mock-Session': `together-${Date.now()}` };
    const create = () =>
      realFetch(`${base}/api/v1/orders/create`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ menu_id: MENU_IDS.regular }),
      }).then(async (answer) => ((await answer.json()) as { id: number }).id);
    const ids = await Promise.all([create(), create(), create(), create()]);
    expect(new Set(ids).size).toBe(4);
    for (const id of ids) {
      expect((await realFetch(`${base}/api/v1/orders/${id}`, { headers })).status).toBe(200);
    }
  });
});
