/**
 * The standalone mock backend (`npm run mock:server`): an HTTP server on 127.0.0.1 (port
 * `MOCK_PORT`, default 9090) answering every API call with the same handlers as the browser and
 * vitest. Each client session (cookie `mock-session` or header `X-Mock-Session`) gets its own
 * database at its first write; until then its reads share one read-only database per scenario
 * (runtime/session-databases.ts). The scenario comes from the `X-Mock-Scenario` header, a
 * `?scenario=` query (kept in a cookie for the session) or the `mock-scenario` cookie. Session ids
 * off `[A-Za-z0-9_-]{1,64}` and scenarios off the catalogue answer 400; bodies over 1 MB, 413.
 *
 *   GET  /__mock/            the scenario index for QA: each scenario with an "Open the site" link
 *   GET  /__mock/open?scenario=NAME   starts that scenario for the browser, afresh (its data and the
 *                            site's storage), and goes to the site
 *   GET  /__mock/scenarios   the scenario catalogue
 *   POST /__mock/reset       reseed this session
 *   GET  /__mock/sso/authorize   a stand-in identity provider for single sign-on (runtime/sso-authorize.ts)
 *   POST /__mock/sso/codes   its back channel: a code for a member, for API-level tests
 *   GET  /__mock/outbox      the e-mails this session's backend sent (handlers/test-doubles.ts)
 *   /__mock/payments/…           a stand-in payment provider's hosted card form (payments/payment-provider.ts)
 *
 * A request with `X-Mock-Clock: <ISO instant>` is answered as if it were that moment (opening
 * hours, ready times, slots), whatever the server's own pinned clock; a clock outside 1971–9000
 * answers 400, a method the API does not use 405. It listens on loopback only, unless
 * `MOCK_ALLOW_REMOTE=1` says otherwise.
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
import { DEFAULT_SCENARIO, findScenario, scenarios } from './scenarios/catalogue';
import {
  landingOf,
  OPEN_SCENARIO_PATH,
  isScenarioIndexPath,
  scenarioIndexHtml,
} from './scenarios/scenario-index';
import { setScenarioResolver } from './scenarios/scenario-handler';
import { sendFetchResponse, toFetchRequest } from './runtime/http-bridge';
import { PAYMENT_PROVIDER_PREFIX, paymentProviderResponse } from './payments/payment-provider';
import { BodyTooLargeError } from './runtime/request-body';
import { evictionNotice, SessionDatabases, type SessionState } from './runtime/session-databases';
import {
  ALLOWED_METHODS,
  CLOCK_MESSAGE,
  isAllowedMethod,
  listenHostProblem,
  parseMockClock,
} from './runtime/request-guards';
import { identifySession } from './runtime/session-identity';
import { SSO_AUTHORIZE_PATH, ssoAuthorizeResponse } from './runtime/sso-authorize';

const CLOCK_HEADER = 'x-mock-clock';

const port = Number(process.env.MOCK_PORT ?? 9090);
const host = process.env.MOCK_HOST ?? '127.0.0.1';
const hostProblem = listenHostProblem(host, process.env.MOCK_ALLOW_REMOTE);
if (hostProblem) {
  console.error(hostProblem);
  process.exit(1);
}
/** Memory the sessions may take before idle ones go early (`MOCK_MAX_RSS_MB`, default 1,536 MB). */
const maxRss = Number(process.env.MOCK_MAX_RSS_MB ?? 1536) * 1024 * 1024;
const sessions = new SessionDatabases({ underMemoryPressure: () => process.memoryUsage.rss() > maxRss });

/** The session database and scenario answering the request in progress. */
const requestSession = new AsyncLocalStorage<SessionState>();
const sessionOfRequest = (): SessionState => {
  const state = requestSession.getStore();
  if (!state) throw new Error('The mock session was not prepared.');
  return state;
};
setDatabaseResolver(() => sessionOfRequest().db);
setScenarioResolver(() => sessionOfRequest().scenario);
const requestClock = new AsyncLocalStorage<Date | undefined>();
setRequestClock(() => requestClock.getStore());

/** Reads (which never write) may be answered from a shared database; anything else needs its own. */
const isRead = (method: string) => method === 'GET' || method === 'HEAD';

/** The moment `X-Mock-Clock` asks for, if it names one the mock can run at. */
function clockOf(incoming: IncomingMessage): Date | undefined {
  const at = parseMockClock(incoming.headers[CLOCK_HEADER]);
  return at instanceof Date ? at : undefined;
}

/** Ends a request that never reaches the handlers with an error in the contract's ErrorBody shape. */
function refuse(
  outgoing: ServerResponse,
  status: number,
  message: string,
  headers: Record<string, string> = {},
) {
  const body = Buffer.from(JSON.stringify([{ message }]));
  outgoing.statusCode = status;
  for (const [name, value] of Object.entries(headers)) outgoing.setHeader(name, value);
  outgoing.setHeader('content-type', 'application/json');
  outgoing.setHeader('content-length', body.length);
  outgoing.end(body);
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

/** A 401 to a session the server evicted says so, so a tester knows why they were signed out. */
async function explainEviction(response: Response, sessionId: string): Promise<Response> {
  const idleMinutes = sessions.evictedAfterMinutes(sessionId);
  if (response.status !== 401 || idleMinutes === undefined) return response;
  const body = (await response.json()) as unknown;
  const messages = Array.isArray(body) ? body : [body];
  return HttpResponse.json([...messages, { message: evictionNotice(idleMinutes) }] as never, { status: 401 });
}

async function answer(incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
  // Before anything reads the request: fetch's Request refuses TRACE and the like, and a clock
  // past the calendar's end would break the first date the handlers compute from it.
  if (!isAllowedMethod(incoming.method)) {
    refuse(outgoing, 405, `Method ${incoming.method ?? ''} is not allowed.`, {
      allow: ALLOWED_METHODS.join(', '),
    });
    return;
  }
  if (parseMockClock(incoming.headers[CLOCK_HEADER]) === 'invalid') {
    refuse(outgoing, 400, CLOCK_MESSAGE);
    return;
  }
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

    const identity = identifySession(request, url, randomUUID);
    identity.setCookies.forEach((cookie) => extraHeaders.append('set-cookie', cookie));
    if ('problem' in identity) {
      await sendFetchResponse(
        HttpResponse.json([{ message: identity.problem }], { status: 400 }),
        outgoing,
        extraHeaders,
      );
      return;
    }
    const { sessionId, scenarioName } = identity;

    if (isScenarioIndexPath(url.pathname)) {
      const html = scenarioIndexHtml(
        (scenario) => `${OPEN_SCENARIO_PATH}?scenario=${encodeURIComponent(scenario.name)}`,
        'Each link starts the scenario for this browser: a cookie names it for every call the site makes, and its data start afresh from its seed. The default scenario takes you back.',
      );
      await sendFetchResponse(
        new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } }),
        outgoing,
        extraHeaders,
      );
      return;
    }
    if (url.pathname === OPEN_SCENARIO_PATH) {
      // identifySession kept `?scenario=` in the cookie; the session's own data start afresh.
      const scenario = findScenario(scenarioName ?? DEFAULT_SCENARIO);
      sessions.reset(sessionId);
      extraHeaders.set('location', scenario ? landingOf(scenario) : '/');
      // The site's stored answers, order and sign-in came from the data just reset: the browser
      // forgets them too (its cookies, this session's among them, stay), so the case starts clean.
      extraHeaders.set('clear-site-data', '"storage"');
      await sendFetchResponse(new Response(null, { status: 303 }), outgoing, extraHeaders);
      return;
    }
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

    const state = await (isRead(request.method)
      ? sessions.forRead(sessionId, scenarioName, clockOf(incoming)?.toISOString() ?? '')
      : sessions.ensure(sessionId, scenarioName));
    const response = await requestSession.run(
      state,
      async () =>
        (await getResponse(handlers, request)) ??
        HttpResponse.json([{ message: `No mock for ${request.method} ${url.pathname}.` }], { status: 404 }),
    );
    await sendFetchResponse(await explainEviction(response, sessionId), outgoing, extraHeaders);
  } catch (error) {
    // The client went away mid-request (a load run stopping, a closed tab): nobody to answer.
    if (outgoing.destroyed) return;
    if (error instanceof BodyTooLargeError) {
      // The unread rest of the body is discarded, not buffered; the connection is not reused.
      outgoing.statusCode = 413;
      outgoing.setHeader('connection', 'close');
    } else {
      console.error(error);
      outgoing.statusCode = 500;
    }
    const message = error instanceof BodyTooLargeError ? error.message : 'The mock server failed to answer.';
    refuse(outgoing, outgoing.statusCode, message);
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
