import type { MenuTimes, TimeSlot } from '../../../api/generated/model';
import { selectableSlots } from './daypart-cutoff';

/**
 * The slots the time picker offers: open days only, never a taken or past slot, and with a 10:30
 * product in the cart nothing before 10:30 on any day (SPEC §2).
 */
export function offeredSlots(
  times: MenuTimes,
  products: ReadonlyArray<{ name: string }>,
  now: Date,
  fallbackTimeZone = 'America/New_York',
): TimeSlot[] {
  const timeZone = times.timezone ?? fallbackTimeZone;
  return times.days
    .filter((day) => !day.closed)
    .flatMap((day) => selectableSlots(day.slots, { products, timeZone }))
    .filter((slot) => Date.parse(slot.time) > now.getTime());
}
