import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { bypass } from 'msw';

const repoRoot = resolve(import.meta.dirname, '../..');

/** A real network request: vitest's in-process msw server must not answer for the mock server. */
export const realFetch = (url: string, init?: RequestInit): Promise<Response> => fetch(bypass(url, init));

/** A port nothing listens on now: the system picks it, so two test files never share one. */
async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (address === null || typeof address === 'string') throw new Error('no port for the mock server');
  return address.port;
}

/**
 * `npm run mock:server` in a process of its own, on a random port, for tests that talk to it over
 * HTTP as the site and QA do. Call `start` in `beforeAll` and `stop` in `afterAll`.
 */
export function mockServerProcess(env: Record<string, string> = {}) {
  let port = 0;
  let server: ChildProcess | undefined;
  const base = () => `http://127.0.0.1:${port}`;

  async function waitForServer(): Promise<void> {
    for (let attempt = 0; attempt < 150; attempt++) {
      try {
        if ((await realFetch(`${base()}/__mock/scenarios`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((done) => setTimeout(done, 200));
    }
    throw new Error('the mock server did not start');
  }

  return {
    /** The server's port and address, once started. */
    get port() {
      return port;
    },
    get base() {
      return base();
    },
    async start(): Promise<void> {
      port = await freePort();
      // A process group of its own: npx starts tsx, which starts node; stopping only npx left the
      // server running after the tests (found listening after a CI run).
      server = spawn('npx', ['--no-install', 'tsx', 'mocks/server.ts'], {
        cwd: repoRoot,
        env: { ...process.env, ...env, MOCK_PORT: String(port) },
        stdio: 'ignore',
        detached: true,
      });
      await waitForServer();
    },
    async stop(): Promise<void> {
      if (server?.pid === undefined || server.exitCode !== null) return;
      const exited = once(server, 'exit');
      process.kill(-server.pid, 'SIGTERM');
      await exited;
    },
    /** A client with its own cookie jar, like a browser context or a QA person. */
    client() {
      let cookie = '';
      return async (path: string, init: RequestInit = {}): Promise<Response> => {
        const response = await realFetch(`${base()}${path}`, {
          ...init,
          headers: { 'Content-Type': 'application/json', ...(cookie ? { cookie } : {}), ...init.headers },
        });
        const setCookie = response.headers.getSetCookie().map((value) => value.split(';')[0]);
        if (setCookie.length > 0) cookie = setCookie.join('; ');
        return response;
      };
    },
  };
}
