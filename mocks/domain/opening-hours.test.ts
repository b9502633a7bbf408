// @vitest-environment node
import type { Location } from '../../src/api/generated/model';
import {
  asapReadyTime,
  asapUnavailable,
  earliestReadyTime,
  localClock,
  nextOpening,
  openingWindow,
  windowAt,
  zonedInstant,
} from './opening-hours';

type Hours = Pick<Location, 'hours' | 'open_24_hours' | 'timezone'>;
const everyDay = (open: string, close: string, timezone = 'America/Chicago'): Hours => ({
  timezone,
  hours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open, close, closed: false })),
});
const iso = (at: Date | undefined) => at?.toISOString();

describe('opening hours', () => {
  it('reads wall-clock times in the location’s time zone, across daylight saving', () => {
    expect(iso(zonedInstant('2026-03-07', 10 * 60, 'America/Chicago'))).toBe('2026-03-07T16:00:00.000Z'); // CST
    expect(iso(zonedInstant('2026-03-09', 10 * 60, 'America/Chicago'))).toBe('2026-03-09T15:00:00.000Z'); // CDT
    expect(localClock(new Date('2026-03-09T04:30:00Z'), 'America/Chicago')).toEqual({
      date: '2026-03-08',
      minutes: 23 * 60 + 30,
      seconds: 0,
    });
  });

  it('runs a window past midnight into the next day, and 24:00 to midnight', () => {
    const late = openingWindow(everyDay('18:00', '02:00'), '2026-02-16');
    expect([iso(late?.open), iso(late?.close)]).toEqual([
      '2026-02-17T00:00:00.000Z',
      '2026-02-17T08:00:00.000Z',
    ]);
    expect(iso(openingWindow(everyDay('06:00', '24:00'), '2026-02-16')?.close)).toBe(
      '2026-02-17T06:00:00.000Z',
    );
    expect(windowAt(everyDay('18:00', '02:00'), new Date('2026-02-17T07:00:00Z'))?.date).toBe('2026-02-16');
  });

  it('knows closed days and locations open all day', () => {
    const closedSunday: Hours = {
      ...everyDay('10:00', '22:00'),
      hours: [{ day: 0, open: null, close: null, closed: true }],
    };
    expect(openingWindow(closedSunday, '2026-02-15')).toBeUndefined();
    expect(iso(asapReadyTime({ open_24_hours: true }, new Date('2026-02-16T05:55:00Z')))).toBe(
      '2026-02-16T06:10:00.000Z',
    );
  });

  it('takes an ASAP order only when it can be ready before closing', () => {
    const hours = everyDay('10:00', '22:00');
    expect(iso(asapReadyTime(hours, new Date('2026-02-16T18:00:00Z')))).toBe('2026-02-16T18:15:00.000Z');
    expect(asapReadyTime(hours, new Date('2026-02-17T03:50:00Z'))).toBeUndefined(); // 9:50 PM
    expect(asapReadyTime(hours, new Date('2026-02-16T15:00:00Z'))).toBeUndefined(); // 9 AM
  });

  it('says why ASAP is not possible: closed, or closing before the order would be ready', () => {
    const hours = everyDay('10:00', '22:00');
    expect(asapUnavailable(hours, new Date('2026-02-16T18:00:00Z'))).toBeNull(); // noon
    expect(asapUnavailable(hours, new Date('2026-02-17T03:40:00Z'))).toBeNull(); // 9:40 PM, ready 9:55
    expect(asapUnavailable(hours, new Date('2026-02-17T03:50:00Z'))).toBe('closing'); // 9:50 PM
    expect(asapUnavailable(hours, new Date('2026-02-17T05:00:00Z'))).toBe('closed'); // 11 PM
    expect(asapUnavailable(hours, new Date('2026-02-16T15:00:00Z'))).toBe('closed'); // 9 AM
    expect(asapUnavailable({ open_24_hours: true }, new Date('2026-02-17T05:00:00Z'))).toBeNull();
  });

  it('gives the next opening plus prep time as the earliest ready time when closed', () => {
    const hours = everyDay('10:00', '22:00');
    expect(iso(nextOpening(hours, new Date('2026-02-17T05:00:00Z')))).toBe('2026-02-17T16:00:00.000Z');
    expect(iso(earliestReadyTime(hours, new Date('2026-02-17T05:00:00Z')))).toBe('2026-02-17T16:15:00.000Z');
    expect(iso(earliestReadyTime({ hours: [] }, new Date('2026-02-17T05:00:00Z')))).toBe(
      '2026-02-17T05:15:00.000Z',
    );
  });
});
