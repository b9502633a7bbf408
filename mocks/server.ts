/**
 * The standalone mock backend (`npm run mock:server`): an HTTP server on 127.0.0.1 (port
 * `MOCK_PORT`, default 9090) answering every API call with the same handlers as the browser and
 * vitest. Each client session (cookie `mock-session` or header `X-Mock-Session`) has its own
 * database; the scenario comes from the `X-Mock-Scenario` header, a `?scenario=` query (kept in a
 * cookie for the session) or the `mock-scenario` cookie.
 *
 *   GET  /__mock/scenarios   the scenario catalogue
 *   POST /__mock/reset       reseed this session
 *   GET  /__mock/sso/authorize   a stand-in identity provider for single sign-on (runtime/sso-authorize.ts)
 *   /__mock/payments/…           a stand-in payment provider's hosted card form (payments/payment-provider.ts)
 *
 * A request with `X-Mock-Clock: <ISO instant>` is answered as if it were that moment (opening
 * hours, ready times, slots), whatever the server's own pinned clock.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { constants } from 'node:zlib';
import compression from 'compression';
import { getResponse, HttpResponse } from 'msw';
import { setRequestClock } from './clock';
import { setDatabaseResolver } from './db/context';
import { handlers } from './handlers';
import { scenarios } from './scenarios/catalogue';
import { setScenarioResolver } from './scenarios/scenario-handler';
import { sendFetchResponse, toFetchRequest } from './runtime/http-bridge';
import { PAYMENT_PROVIDER_PREFIX, paymentProviderResponse } from './payments/payment-provider';
import { SessionDatabases } from './runtime/session-databases';
import { SSO_AUTHORIZE_PATH, ssoAuthorizeResponse } from './runtime/sso-authorize';

const SESSION_COOKIE = 'mock-session';
const SCENARIO_COOKIE = 'mock-scenario';
const SESSION_HEADER = 'x-mock-session';
const CLOCK_HEADER = 'x-mock-clock';

const port = Number(process.env.MOCK_PORT ?? 9090);
const host = process.env.MOCK_HOST ?? '127.0.0.1';
const sessions = new SessionDatabases();

const cookieValue = (request: Request, name: string): string | undefined =>
  (request.headers.get('cookie') ?? '')
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === name)?.[1];

const stateOf = (request: Request) => {
  const state = sessions.get(request.headers.get(SESSION_HEADER) ?? '');
  if (!state) throw new Error('The mock session was not prepared.');
  return state;
};
setDatabaseResolver((request) => stateOf(request).db);
setScenarioResolver((request) => stateOf(request).scenario);
const requestClock = new AsyncLocalStorage<Date | undefined>();
setRequestClock(() => requestClock.getStore());

/** The moment `X-Mock-Clock` asks for, if it names one. */
function clockOf(incoming: IncomingMessage): Date | undefined {
  const header = incoming.headers[CLOCK_HEADER];
  const at = typeof header === 'string' ? new Date(header) : undefined;
  return at && !Number.isNaN(at.getTime()) ? at : undefined;
}

/**
 * Text answers (JSON, mostly) go brotli- or gzip-compressed as the client's Accept-Encoding allows,
 * as a real API behind its gateway answers: the menu, 37 KB of JSON, travels as about 5 KB. Brotli
 * quality 5: most of 11's saving at a fraction of its cost on every answer.
 */
const compress = compression({ brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } } });
// compression works on plain Node requests and responses; its types name Express's.
type CompressArgs = Parameters<typeof compress>;

const server = createServer((incoming, outgoing) =>
  compress(
    incoming as CompressArgs[0],
    outgoing as CompressArgs[1],
    () => void requestClock.run(clockOf(incoming), () => answer(incoming, outgoing)),
  ),
);

async function answer(incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
  try {
    const request = await toFetchRequest(incoming, `http://${host}:${port}`);
    const url = new URL(request.url);
    const extraHeaders = new Headers();

    // The payment provider is another party: no mock session of the site's on its pages.
    if (url.pathname.startsWith(PAYMENT_PROVIDER_PREFIX)) {
      const provided = await paymentProviderResponse(request);
      await sendFetchResponse(
        provided ?? Response.json([{ message: 'No such payment provider page.' }], { status: 404 }),
        outgoing,
        extraHeaders,
      );
      return;
    }

    const sessionId =
      request.headers.get(SESSION_HEADER) ?? cookieValue(request, SESSION_COOKIE) ?? randomUUID();
    if (!cookieValue(request, SESSION_COOKIE)) {
      extraHeaders.append('set-cookie', `${SESSION_COOKIE}=${sessionId}; Path=/; HttpOnly; SameSite=Lax`);
    }
    const queryScenario = url.searchParams.get('scenario') ?? undefined;
    if (queryScenario)
      extraHeaders.append('set-cookie', `${SCENARIO_COOKIE}=${queryScenario}; Path=/; SameSite=Lax`);
    const scenarioName =
      request.headers.get('x-mock-scenario') ?? queryScenario ?? cookieValue(request, SCENARIO_COOKIE);

    if (url.pathname === '/__mock/scenarios') {
      await sendFetchResponse(HttpResponse.json(scenarios), outgoing, extraHeaders);
      return;
    }
    if (url.pathname === SSO_AUTHORIZE_PATH) {
      await sendFetchResponse(ssoAuthorizeResponse(url), outgoing, extraHeaders);
      return;
    }
    if (url.pathname === '/__mock/reset' && request.method === 'POST') {
      sessions.reset(sessionId);
      await sessions.ensure(sessionId, scenarioName);
      await sendFetchResponse(
        HttpResponse.json({ success: true, session: sessionId }),
        outgoing,
        extraHeaders,
      );
      return;
    }

    await sessions.ensure(sessionId, scenarioName);
    request.headers.set(SESSION_HEADER, sessionId);
    const response =
      (await getResponse(handlers, request)) ??
      HttpResponse.json([{ message: `No mock for ${request.method} ${url.pathname}.` }], { status: 404 });
    await sendFetchResponse(response, outgoing, extraHeaders);
  } catch (error) {
    console.error(error);
    outgoing.statusCode = 500;
    outgoing.setHeader('content-type', 'application/json');
    outgoing.end(JSON.stringify([{ message: 'The mock server failed to answer.' }]));
  }
}

server.listen(port, host, () => {
  console.log(
    `Mock API listening on http://${host}:${port} (${scenarios.length} scenarios: GET /__mock/scenarios)`,
  );
});

const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
