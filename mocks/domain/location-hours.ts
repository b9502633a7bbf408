import type { Location, LocationHours } from '../../src/api/generated/model';
import { now } from '../clock';

/** Locations without a time zone are read in the chain's home time zone. */
export const DEFAULT_TIMEZONE = 'America/New_York';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MINUTES_PER_DAY = 24 * 60;

/** Weekday (0 = Sunday) and minutes since midnight of an instant in a time zone. */
export function localTime(at: Date, timeZone: string): { day: number; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    day: WEEKDAYS.indexOf(part('weekday')),
    minutes: Number(part('hour')) * 60 + Number(part('minute')),
  };
}

const toMinutes = (hhmm: string): number => {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  return hours * 60 + minutes;
};

/** The open span of one day in minutes since that day's midnight; `close` may pass 1440 (after midnight). */
const openSpan = (hours: LocationHours | undefined): { open: number; close: number } | undefined => {
  if (!hours || hours.closed || !hours.open || !hours.close) return undefined;
  const open = toMinutes(hours.open);
  const close = toMinutes(hours.close);
  return { open, close: close <= open ? close + MINUTES_PER_DAY : close };
};

/**
 * Whether the location is open at `at` (default: the mock clock), in its own time zone. A day whose
 * closing time is earlier than its opening time runs past midnight into the next day.
 */
export function isOpenAt(
  location: Pick<Location, 'hours' | 'open_24_hours' | 'timezone'>,
  at = now(),
): boolean {
  if (location.open_24_hours) return true;
  const hours = location.hours ?? [];
  const { day, minutes } = localTime(at, location.timezone ?? DEFAULT_TIMEZONE);
  const today = openSpan(hours.find((entry) => entry.day === day));
  if (today && minutes >= today.open && minutes < today.close) return true;
  const yesterday = openSpan(hours.find((entry) => entry.day === (day + 6) % 7));
  return Boolean(yesterday && minutes + MINUTES_PER_DAY < yesterday.close);
}

/** A location as the API answers it: `is_open_now` computed now, no search `distance`. */
export function withOpenNow<L extends Location>(location: L): Location {
  const { distance: _distance, ...rest } = location;
  return { ...rest, is_open_now: isOpenAt(location) };
}
