/**
 * The mock backend's idea of "now". Tests and scenarios pin it so that opening hours, time slots,
 * offer expiry and status progression are deterministic.
 */
let pinned: Date | undefined;
let requestClock: () => Date | undefined = () => undefined;

/** The request's own clock when its runtime gives one (the standalone server's `X-Mock-Clock`), else the pinned or real time. */
export const now = (): Date => {
  const at = requestClock() ?? pinned;
  return at ? new Date(at) : new Date();
};

export function pinClock(at: Date | string | undefined): void {
  pinned = at === undefined ? undefined : new Date(at);
}

/**
 * Lets a runtime give each request its own "now" (the standalone server reads `X-Mock-Clock`), so
 * that one e2e test orders at night while the others, in parallel, order at noon.
 */
export function setRequestClock(resolver: () => Date | undefined): void {
  requestClock = resolver;
}

/**
 * Noon today in Charlotte (America/New_York), as an ISO instant. The seeded restaurants keep real
 * opening hours (Charlotte – Uptown closes at 10 PM), so tests that place an ASAP order pin the
 * clock here to behave the same whenever they run; the e2e mock server is started with it as
 * `MOCK_NOW`.
 */
export function noonInCharlotte(today = new Date()): string {
  const inCharlotte = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', ...options });
  const day = inCharlotte({ year: 'numeric', month: '2-digit', day: '2-digit' }).format(today);
  const hourThere = (instant: Date) =>
    Number(inCharlotte({ hour: 'numeric', hourCycle: 'h23' }).format(instant));
  // Eastern time is UTC-5 in winter and UTC-4 in summer: the offset that puts 12:00 there.
  const noon = ['-05:00', '-04:00']
    .map((offset) => new Date(`${day}T12:00:00${offset}`))
    .find((instant) => hourThere(instant) === 12);
  if (!noon) throw new Error(`No noon in Charlotte on ${day}`);
  return noon.toISOString();
}
