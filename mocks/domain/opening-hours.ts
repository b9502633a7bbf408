import type { Location } from '../../src/api/generated/model';
import { DEFAULT_TIMEZONE } from './location-hours';

/**
 * Opening windows of a location in its own time zone (read with Intl.DateTimeFormat), and the ready
 * times an order can have. A day whose closing time is not after its opening time closes after
 * midnight; `24:00` closes at midnight.
 */

export type LocationHoursSource = Pick<Location, 'hours' | 'open_24_hours' | 'timezone'>;

/** Kitchen lead time: an order is ready at the earliest this long after it is placed or the store opens. */
export const PREP_MINUTES = 15;
export const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;

export const timeZoneOf = (location: LocationHoursSource): string => location.timezone ?? DEFAULT_TIMEZONE;

export const addMinutes = (at: Date, minutes: number): Date => new Date(at.getTime() + minutes * MINUTE_MS);

/** A local calendar date `YYYY-MM-DD` shifted by whole days. */
export function addDays(date: string, days: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

const weekdayOf = (date: string): number => new Date(`${date}T12:00:00Z`).getUTCDay();

const formatters = new Map<string, Intl.DateTimeFormat>();
const partsFormatter = (timeZone: string): Intl.DateTimeFormat => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

/** The wall clock of an instant in a time zone: local date and minutes since local midnight. */
export function localClock(at: Date, timeZone: string): { date: string; minutes: number; seconds: number } {
  const parts = partsFormatter(timeZone).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    minutes: Number(part('hour')) * 60 + Number(part('minute')),
    seconds: Number(part('second')),
  };
}

const wallClockAsUtc = (at: Date, timeZone: string): number => {
  const { date, minutes, seconds } = localClock(at, timeZone);
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return Date.UTC(year, month - 1, day, 0, minutes, seconds);
};

/** The instant at which the wall clock in `timeZone` reads `date` plus `minutes` (may pass 24 h). */
export function zonedInstant(date: string, minutes: number, timeZone: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const wall = Date.UTC(year, month - 1, day, 0, minutes);
  const offsetAt = (instant: number) =>
    wallClockAsUtc(new Date(instant), timeZone) - Math.floor(instant / 1000) * 1000;
  let instant = wall - offsetAt(wall);
  instant = wall - offsetAt(instant);
  return new Date(instant);
}

export interface OpeningWindow {
  /** Local date the window opens on. */
  date: string;
  open: Date;
  close: Date;
}

const toMinutes = (hhmm: string): number => {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  return hours * 60 + minutes;
};

/** The window that opens on the local date, or undefined when the location is closed that day. */
export function openingWindow(location: LocationHoursSource, date: string): OpeningWindow | undefined {
  const timeZone = timeZoneOf(location);
  if (location.open_24_hours) {
    return { date, open: zonedInstant(date, 0, timeZone), close: zonedInstant(date, DAY_MINUTES, timeZone) };
  }
  const hours = location.hours?.find((entry) => entry.day === weekdayOf(date));
  if (!hours || hours.closed || !hours.open || !hours.close) return undefined;
  const open = toMinutes(hours.open);
  const closeMinutes = toMinutes(hours.close);
  const close = closeMinutes <= open ? closeMinutes + DAY_MINUTES : closeMinutes;
  return { date, open: zonedInstant(date, open, timeZone), close: zonedInstant(date, close, timeZone) };
}

/** The window the instant falls in (opening inclusive, closing inclusive for ready times). */
export function windowAt(location: LocationHoursSource, at: Date): OpeningWindow | undefined {
  const { date } = localClock(at, timeZoneOf(location));
  return [addDays(date, -1), date]
    .map((day) => openingWindow(location, day))
    .find((window) => window && at >= window.open && at <= window.close);
}

/** Ready time of an ASAP order placed at `at`, or undefined when the location cannot take one then. */
export function asapReadyTime(location: LocationHoursSource, at: Date): Date | undefined {
  const ready = addMinutes(at, PREP_MINUTES);
  if (location.open_24_hours) return ready;
  const window = windowAt(location, at);
  return window && at < window.close && ready <= window.close ? ready : undefined;
}

/**
 * Why an ASAP order placed at `at` cannot be taken (the order's `time.asap_unavailable`): `closed`
 * outside the opening hours, `closing` when it would be ready after closing; null when it can.
 */
export function asapUnavailable(location: LocationHoursSource, at: Date): 'closed' | 'closing' | null {
  if (asapReadyTime(location, at)) return null;
  const window = windowAt(location, at);
  return window && at < window.close ? 'closing' : 'closed';
}

/** The next time the location opens after `at`, looking a week ahead. */
export function nextOpening(location: LocationHoursSource, at: Date): Date | undefined {
  const { date } = localClock(at, timeZoneOf(location));
  for (let offset = 0; offset <= 7; offset += 1) {
    const window = openingWindow(location, addDays(date, offset));
    if (window && window.open > at) return window.open;
  }
  return undefined;
}

/** Earliest ready time: ASAP when open now, else the next opening plus the prep time. */
export function earliestReadyTime(location: LocationHoursSource, at: Date): Date {
  const asap = asapReadyTime(location, at);
  if (asap) return asap;
  return addMinutes(nextOpening(location, at) ?? at, PREP_MINUTES);
}
