import { bypass } from 'msw';
import { startMockServer, type StartedMock } from '../../scripts/lib/start-mock-server';

/** A real network request: vitest's in-process msw server must not answer for the mock server. */
export const realFetch = (url: string, init?: RequestInit): Promise<Response> => fetch(bypass(url, init));

/**
 * `npm run mock:server` in a process of its own, on a free port and the real clock, for tests that
 * talk to it over HTTP as the site and QA do. Call `start` in `beforeAll` and `stop` in `afterAll`.
 */
export function mockServerProcess() {
  let server: StartedMock | undefined;
  const base = (): string => {
    if (!server) throw new Error('the mock server is not started');
    return server.baseUrl;
  };

  return {
    /** The server's address and port, once started. */
    get base() {
      return base();
    },
    get port() {
      return Number(new URL(base()).port);
    },
    async start(): Promise<void> {
      server = await startMockServer('real', { fetch: realFetch });
    },
    async stop(): Promise<void> {
      await server?.stop();
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
