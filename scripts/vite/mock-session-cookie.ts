import { randomUUID } from 'node:crypto';
import type { Plugin } from 'vite';

const SESSION_COOKIE = 'mock-session';

/**
 * `vite preview` talks to the standalone mock server, which keeps one database per client session
 * (cookie `mock-session`). Left to the mock server, a page's first API calls — sent in parallel
 * before any answer set the cookie — could each start a session of their own and see different
 * carts. Here the page's own first request (the HTML) already gets the cookie, so every call the
 * page makes carries it. Preview only: the production static host never sees this.
 */
export function mockSessionCookie(): Plugin {
  return {
    name: 'mock-session-cookie',
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        const cookies = request.headers.cookie ?? '';
        if (!new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=`).test(cookies)) {
          const sessionId = randomUUID();
          request.headers.cookie = cookies
            ? `${cookies}; ${SESSION_COOKIE}=${sessionId}`
            : `${SESSION_COOKIE}=${sessionId}`;
          response.setHeader('Set-Cookie', `${SESSION_COOKIE}=${sessionId}; Path=/; HttpOnly; SameSite=Lax`);
        }
        next();
      });
    },
  };
}
