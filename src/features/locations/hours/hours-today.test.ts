import { clockTime, hoursToday, weekdayIn } from './hours-today';

const week = [
  { day: 0, closed: true, open: null, close: null },
  { day: 1, closed: false, open: '06:00', close: '22:00' },
  { day: 2, closed: false, open: '06:00', close: '22:00' },
  { day: 3, closed: false, open: '06:00', close: '22:00' },
  { day: 4, closed: false, open: '06:00', close: '22:00' },
  { day: 5, closed: false, open: '06:00', close: '24:00' },
  { day: 6, closed: false, open: '07:00', close: '01:00' },
];

// Monday 16 February 2026, 03:30 UTC: still Sunday evening in Charlotte and Nashville.
const mondayEarlyUtc = new Date('2026-02-16T03:30:00Z');

describe('hoursToday', () => {
  it("reads the weekday on the location's own clock", () => {
    expect(weekdayIn(mondayEarlyUtc, 'America/New_York')).toBe(0);
    expect(weekdayIn(mondayEarlyUtc, 'UTC')).toBe(1);
  });

  it('answers closed on a day the location is closed', () => {
    expect(hoursToday({ hours: week, timezone: 'America/New_York' }, mondayEarlyUtc)).toEqual({
      kind: 'closed',
    });
  });

  it("answers the day's opening and closing times", () => {
    expect(hoursToday({ hours: week, timezone: 'UTC' }, mondayEarlyUtc)).toEqual({
      kind: 'open',
      open: '06:00',
      close: '22:00',
    });
  });

  it('answers all day for a location open around the clock', () => {
    expect(hoursToday({ hours: week, open_24_hours: true }, mondayEarlyUtc)).toEqual({ kind: 'all-day' });
  });

  it('answers unknown when the location lists no hours for today', () => {
    expect(hoursToday({ hours: [] }, mondayEarlyUtc)).toEqual({ kind: 'unknown' });
  });
});

describe('clockTime', () => {
  it('reads HH:MM on a UTC clock, with 24:00 as midnight', () => {
    expect(clockTime('06:30').toISOString()).toBe('2000-01-01T06:30:00.000Z');
    expect(clockTime('24:00').getUTCHours()).toBe(0);
  });
});
