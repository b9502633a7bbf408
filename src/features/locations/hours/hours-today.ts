import type { Location } from '../../../api/generated/model';

/** Today's opening hours of a location, on the location's own calendar. */
export type HoursToday =
  | { kind: 'all-day' }
  | { kind: 'closed' }
  | { kind: 'open'; open: string; close: string }
  | { kind: 'unknown' };

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** 0 = Sunday … 6 = Saturday, as the clock reads in `timeZone` (the visitor's own when unknown). */
export function weekdayIn(now: Date, timeZone: string | undefined): number {
  let name: string;
  try {
    name = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone }).format(now);
  } catch {
    // An unknown zone name: fall back to the visitor's calendar rather than showing nothing.
    name = new Intl.DateTimeFormat('en-US', { weekday: 'short' }).format(now);
  }
  return WEEKDAYS.indexOf(name);
}

export function hoursToday(
  location: Pick<Location, 'hours' | 'open_24_hours' | 'timezone'>,
  now: Date = new Date(),
): HoursToday {
  if (location.open_24_hours) return { kind: 'all-day' };
  const today = location.hours?.find((hours) => hours.day === weekdayIn(now, location.timezone));
  if (!today) return { kind: 'unknown' };
  if (today.closed || !today.open || !today.close) return { kind: 'closed' };
  return { kind: 'open', open: today.open, close: today.close };
}

/**
 * An `HH:MM` opening time as a Date whose UTC clock reads that time, for formatting with
 * `timeZone: 'UTC'` in the visitor's language ('24:00', midnight, reads as 12:00 AM).
 */
export function clockTime(hhmm: string): Date {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  return new Date(Date.UTC(2000, 0, 1, hours, minutes));
}
