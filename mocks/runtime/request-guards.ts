/**
 * Checks the standalone server makes before a request reaches the handlers, so that bad input gets
 * the 4xx a real API gives instead of a crash: an unknown method, an `X-Mock-Clock` no calendar
 * holds, an address it should not listen on.
 */

/** The methods the contract and the mock's own pages use (OPTIONS for a browser's preflight). */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

export const isAllowedMethod = (method: string | undefined): boolean =>
  (ALLOWED_METHODS as readonly string[]).includes(method ?? '');

/**
 * The mock clock's range: every date the handlers derive from it (ready times, expiries a few days
 * on, seeded history a year back) stays a four-digit-year ISO date.
 */
const EARLIEST_CLOCK = Date.UTC(1971, 0, 1);
const LATEST_CLOCK = Date.UTC(9000, 0, 1);

export const CLOCK_MESSAGE = 'X-Mock-Clock must be an ISO 8601 instant between 1971 and 9000.';

/** The moment an `X-Mock-Clock` value names; 'invalid' when it names none the mock can run at. */
export function parseMockClock(header: string | string[] | undefined): Date | undefined | 'invalid' {
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !/^\d{4}-\d{2}-\d{2}T/.test(header)) return 'invalid';
  const at = new Date(header);
  const time = at.getTime();
  return Number.isNaN(time) || time < EARLIEST_CLOCK || time >= LATEST_CLOCK ? 'invalid' : at;
}

const LOOPBACK = /^(?:localhost|127(?:\.\d{1,3}){3}|::1|\[::1\])$/i;

/**
 * Why the server must not listen on `host`, or undefined when it may: its credentials and data are
 * for this machine only, so any other address must be asked for explicitly (`MOCK_ALLOW_REMOTE=1`).
 */
export function listenHostProblem(host: string, allowRemote: string | undefined): string | undefined {
  if (LOOPBACK.test(host) || allowRemote === '1') return undefined;
  return `Refusing to listen on ${host}: the mock backend is for this machine only. Use a loopback address, or set MOCK_ALLOW_REMOTE=1 to expose it on purpose.`;
}
