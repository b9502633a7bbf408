/**
 * Noon today in Charlotte (America/New_York), as an ISO instant: the mock server's clock for the
 * e2e run (`MOCK_NOW`). The seeded restaurants keep real opening hours, so an ASAP order at
 * Charlotte – Uptown is refused as "closed right now" between 10 PM and 6 AM; with the clock pinned
 * at noon of the same day the suite behaves the same whenever it runs.
 */
export function noonInCharlotte(now = new Date()): string {
  const day = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  const hourThere = (instant: Date) =>
    Number(
      new Intl.DateTimeFormat('en-US', {
        timeZone: 'America/New_York',
        hour: 'numeric',
        hourCycle: 'h23',
      }).format(instant),
    );
  // Eastern time is UTC-5 in winter and UTC-4 in summer: the offset that puts 12:00 there.
  const noon = ['-05:00', '-04:00']
    .map((offset) => new Date(`${day}T12:00:00${offset}`))
    .find((instant) => hourThere(instant) === 12);
  if (!noon) throw new Error(`No noon in Charlotte on ${day}`);
  return noon.toISOString();
}
