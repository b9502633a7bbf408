import type { MenuDay } from '../../src/api/generated/model';
import { LEAD_MESSAGES } from './catering-lead';
import { DAYPART_CUTOFF_MINUTES } from './menu-catalog';
import {
  addDays,
  addMinutes,
  localClock,
  MINUTE_MS,
  openingWindow,
  PREP_MINUTES,
  timeZoneOf,
  type LocationHoursSource,
  type OpeningWindow,
} from './opening-hours';

/** Selectable ready times of scheduled orders: 15-minute slots inside the opening windows. */

export const SLOT_MINUTES = 15;
const SLOT_MS = SLOT_MINUTES * MINUTE_MS;
/** `menus/{id}/times` answers at most this many days. */
export const MAX_TIME_RANGE_DAYS = 14;

export const TIME_MESSAGES = {
  closed: 'The restaurant is closed at the selected time.',
  past: 'This time is no longer available. Please choose a later time.',
  notSlot: 'Please choose one of the available times.',
  cutoff: 'Some items in your cart are available from 10:30 AM. Please choose 10:30 AM or later.',
  taken: 'This time is no longer available. Please choose another time.',
} as const;

/** Ready times other orders have filled (epoch milliseconds): still slots, but no longer available. */
export type TakenTimes = ReadonlySet<number>;
const NONE_TAKEN: TakenTimes = new Set();

/** Slots of one window: on the quarter hour, from opening + prep time up to closing. */
export function windowSlots(window: OpeningWindow): Date[] {
  const slots: Date[] = [];
  const first = Math.ceil(addMinutes(window.open, PREP_MINUTES).getTime() / SLOT_MS) * SLOT_MS;
  for (let time = first; time <= window.close.getTime(); time += SLOT_MS) slots.push(new Date(time));
  return slots;
}

/** A slot is still selectable when the kitchen has its prep time (or a longer lead time) before it. */
const selectableFrom = (now: Date, leadMinutes = 0): Date =>
  addMinutes(now, Math.max(PREP_MINUTES, leadMinutes));

const labelFormatters = new Map<string, Intl.DateTimeFormat>();
/** `11:15 AM` in the location's time zone. */
export function slotLabel(time: Date, timeZone: string): string {
  let formatter = labelFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' });
    labelFormatters.set(timeZone, formatter);
  }
  return formatter.format(time).replace(/\s/g, ' ');
}

/** One local day: its opening window and the slots that are not yet past. */
export function menuDay(
  location: LocationHoursSource,
  date: string,
  now: Date,
  taken: TakenTimes = NONE_TAKEN,
  leadMinutes = 0,
): MenuDay {
  const window = openingWindow(location, date);
  if (!window) return { date, open: null, close: null, closed: true, slots: [] };
  const timeZone = timeZoneOf(location);
  const from = selectableFrom(now, leadMinutes);
  return {
    date,
    open: window.open.toISOString(),
    close: window.close.toISOString(),
    closed: false,
    slots: windowSlots(window)
      .filter((slot) => slot >= from)
      .map((slot) => ({
        time: slot.toISOString(),
        label: slotLabel(slot, timeZone),
        available: !taken.has(slot.getTime()),
      })),
  };
}

/** Number of days from `from` to `to`, both included (0 or less when `to` is before `from`). */
export const daysInRange = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / (24 * 60 * MINUTE_MS)) + 1;

export function menuDays(
  location: LocationHoursSource,
  from: string,
  to: string,
  now: Date,
  taken: TakenTimes = NONE_TAKEN,
  leadMinutes = 0,
): MenuDay[] {
  return Array.from({ length: Math.max(daysInRange(from, to), 0) }, (_, index) =>
    menuDay(location, addDays(from, index), now, taken, leadMinutes),
  );
}

/** Today's local date at the location. */
export const localToday = (location: LocationHoursSource, now: Date): string =>
  localClock(now, timeZoneOf(location)).date;

export interface WantedTimeRules {
  /** The cart holds a product sold from the 10:30 daypart cutoff (SPEC §2). */
  cutoff?: boolean;
  /** Ready times other orders have filled. */
  taken?: TakenTimes;
  /** A catering order's lead time: nothing sooner than this many minutes from now. */
  leadMinutes?: number;
}

/** Why a wanted ready time cannot be chosen, or undefined when it is an open, future slot. */
export function wantedTimeProblem(
  location: LocationHoursSource,
  wanted: Date,
  now: Date,
  rules: WantedTimeRules = {},
): string | undefined {
  const timeZone = timeZoneOf(location);
  const local = localClock(wanted, timeZone);
  const windows = [addDays(local.date, -1), local.date]
    .map((date) => openingWindow(location, date))
    .filter(
      (window): window is OpeningWindow =>
        window !== undefined && wanted >= window.open && wanted <= window.close,
    );
  if (windows.length === 0) return TIME_MESSAGES.closed;
  if (wanted < selectableFrom(now)) return TIME_MESSAGES.past;
  const leadMinutes = rules.leadMinutes ?? 0;
  if (wanted < selectableFrom(now, leadMinutes)) return LEAD_MESSAGES.tooSoon(leadMinutes);
  const onSlot = windows.some((window) =>
    windowSlots(window).some((slot) => slot.getTime() === wanted.getTime()),
  );
  if (!onSlot) return TIME_MESSAGES.notSlot;
  if (rules.cutoff && local.minutes < DAYPART_CUTOFF_MINUTES) return TIME_MESSAGES.cutoff;
  if (rules.taken?.has(wanted.getTime())) return TIME_MESSAGES.taken;
  return undefined;
}
