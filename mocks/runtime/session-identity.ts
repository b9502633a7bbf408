import { findScenario } from '../scenarios/catalogue';

export const SESSION_COOKIE = 'mock-session';
export const SCENARIO_COOKIE = 'mock-scenario';
export const SESSION_HEADER = 'x-mock-session';
export const SCENARIO_HEADER = 'x-mock-scenario';

/** Session ids go into a cookie and a map key: a strict alphabet keeps them inert in both. */
export const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** Who is asking: the session, the scenario it names, and the cookies that keep them. */
export interface SessionIdentity {
  sessionId: string;
  scenarioName: string | undefined;
  setCookies: string[];
}

/** A session id or scenario name that was refused: the message for a 400, and cookies to clear. */
export interface IdentityProblem {
  problem: string;
  setCookies: string[];
}

/** A cookie for the whole site, never readable by page scripts; the value is always encoded. */
export const sessionCookie = (name: string, value: string): string =>
  `${name}=${encodeURIComponent(value)}; Path=/; HttpOnly; SameSite=Lax`;

const expiredCookie = (name: string): string => `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;

function cookieValue(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/**
 * Reads and checks the session id (`X-Mock-Session` header, else the `mock-session` cookie, else a
 * new one) and the scenario (`X-Mock-Scenario` header, `?scenario=`, else the `mock-scenario`
 * cookie). Anything off the pattern or the catalogue is refused before it can reach a header.
 */
export function identifySession(
  request: Request,
  url: URL,
  newSessionId: () => string,
): SessionIdentity | IdentityProblem {
  const cookieSession = cookieValue(request, SESSION_COOKIE);
  const cookieScenario = cookieValue(request, SCENARIO_COOKIE);
  const headerSession = request.headers.get(SESSION_HEADER) ?? undefined;
  const queryScenario = url.searchParams.get('scenario') ?? undefined;
  const requestedScenario = request.headers.get(SCENARIO_HEADER) ?? queryScenario;

  const clearBadCookies = [
    ...(cookieSession !== undefined && !SESSION_ID_PATTERN.test(cookieSession) ? [SESSION_COOKIE] : []),
    ...(cookieScenario !== undefined && !findScenario(cookieScenario) ? [SCENARIO_COOKIE] : []),
  ].map(expiredCookie);
  const badSession = [headerSession, cookieSession].some(
    (id) => id !== undefined && !SESSION_ID_PATTERN.test(id),
  );
  if (badSession) {
    return {
      problem: 'Invalid mock session id: use 1 to 64 letters, digits, "-" or "_".',
      setCookies: clearBadCookies,
    };
  }
  const badScenario = [requestedScenario, cookieScenario].some(
    (name) => name !== undefined && !findScenario(name),
  );
  if (badScenario) {
    return {
      problem: 'Unknown mock scenario: GET /__mock/scenarios lists the names.',
      setCookies: clearBadCookies,
    };
  }

  const sessionId = headerSession ?? cookieSession ?? newSessionId();
  const setCookies = [
    ...(cookieSession === undefined ? [sessionCookie(SESSION_COOKIE, sessionId)] : []),
    ...(queryScenario ? [sessionCookie(SCENARIO_COOKIE, queryScenario)] : []),
  ];
  return { sessionId, scenarioName: requestedScenario ?? cookieScenario, setCookies };
}
