import type { Location } from '../../src/api/generated/model';
import { isOpenAt, localTime } from './location-hours';

const lateNight: Pick<Location, 'hours' | 'timezone' | 'open_24_hours'> = {
  timezone: 'America/Chicago',
  // Open 10:00–02:00 Monday to Saturday; closed on Sunday.
  hours: [
    { day: 0, open: null, close: null, closed: true },
    ...[1, 2, 3, 4, 5, 6].map((day) => ({ day, open: '10:00', close: '02:00', closed: false })),
  ],
};

describe('isOpenAt', () => {
  it("reads the clock in the location's own time zone", () => {
    expect(localTime(new Date('2026-03-04T15:00:00Z'), 'America/Chicago')).toEqual({
      day: 3,
      minutes: 9 * 60,
    });
    expect(isOpenAt(lateNight, new Date('2026-03-04T15:00:00Z'))).toBe(false);
    expect(isOpenAt(lateNight, new Date('2026-03-04T16:00:00Z'))).toBe(true);
  });

  it('keeps a day that closes after midnight open into the next morning', () => {
    // Thursday 01:30 in Chicago: still Wednesday's opening.
    expect(isOpenAt(lateNight, new Date('2026-03-05T07:30:00Z'))).toBe(true);
    // Thursday 02:00: closed.
    expect(isOpenAt(lateNight, new Date('2026-03-05T08:00:00Z'))).toBe(false);
    // Monday 01:00 follows a closed Sunday.
    expect(isOpenAt(lateNight, new Date('2026-03-09T06:00:00Z'))).toBe(false);
  });

  it('treats 24:00 as midnight, open_24_hours as always open and missing hours as closed', () => {
    const untilMidnight = { hours: [{ day: 3, open: '06:00', close: '24:00', closed: false }] };
    expect(isOpenAt(untilMidnight, new Date('2026-03-05T04:59:00Z'))).toBe(true); // 23:59 in New York
    expect(isOpenAt({ open_24_hours: true }, new Date('2026-03-05T04:59:00Z'))).toBe(true);
    expect(isOpenAt({}, new Date('2026-03-04T15:00:00Z'))).toBe(false);
  });
});
