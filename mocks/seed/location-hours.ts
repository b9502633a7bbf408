import type { LocationHours } from '../../src/api/generated/model';

/** Weekly opening patterns. Days run 0 = Sunday … 6 = Saturday, times are local to the location. */
export type HoursPattern =
  'standard' | 'early' | 'closedSundays' | 'lateWeekends' | 'allDay' | 'closedAllWeek';

const WEEK = [0, 1, 2, 3, 4, 5, 6] as const;
const SUNDAY = 0;
const FRIDAY = 5;
const SATURDAY = 6;

const open = (day: number, from: string, to: string): LocationHours => ({
  day,
  open: from,
  close: to,
  closed: false,
});

const closed = (day: number): LocationHours => ({ day, open: null, close: null, closed: true });

export function weeklyHours(pattern: HoursPattern): LocationHours[] {
  switch (pattern) {
    case 'standard':
      return WEEK.map((day) => (day === SUNDAY ? open(day, '07:00', '21:00') : open(day, '06:00', '22:00')));
    case 'early':
      return WEEK.map((day) => open(day, '05:30', '21:00'));
    case 'closedSundays':
      return WEEK.map((day) => (day === SUNDAY ? closed(day) : open(day, '06:00', '22:00')));
    case 'lateWeekends':
      // Friday and Saturday close after midnight: `close` is earlier than `open`.
      return WEEK.map((day) =>
        day === FRIDAY || day === SATURDAY ? open(day, '06:00', '02:00') : open(day, '06:00', '23:00'),
      );
    case 'allDay':
      return WEEK.map((day) => open(day, '00:00', '24:00'));
    case 'closedAllWeek':
      return WEEK.map(closed);
  }
}
