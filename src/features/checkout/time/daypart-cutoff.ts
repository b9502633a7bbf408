import type { TimeSlot } from '../../../api/generated/model';

/** SPEC §2/§9: a product whose name holds the daypart cutoff is served from that time of day. */
export const DAYPART_CUTOFF = '10:30';

export const hasDaypartProduct = (products: ReadonlyArray<{ name: string }>): boolean =>
  products.some((product) => product.name.includes(DAYPART_CUTOFF));

const clockFormatters = new Map<string, Intl.DateTimeFormat>();

/** 'HH:mm' (24-hour) of an instant in the restaurant's time zone. */
export function localClockTime(instant: string, timeZone: string): string | undefined {
  const time = Date.parse(instant);
  if (!Number.isFinite(time)) return undefined;
  let formatter = clockFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    clockFormatters.set(timeZone, formatter);
  }
  return formatter.format(time);
}

/**
 * SPEC §2: with a 10:30 product in the cart, the earliest selectable time is no earlier than 10:30
 * that day. Unavailable slots are never offered either.
 */
export function selectableSlots(
  slots: readonly TimeSlot[],
  { products, timeZone }: { products: ReadonlyArray<{ name: string }>; timeZone: string },
): TimeSlot[] {
  const cutoff = hasDaypartProduct(products);
  return slots.filter((slot) => {
    if (!slot.available) return false;
    if (!cutoff) return true;
    const clock = localClockTime(slot.time, timeZone);
    return clock !== undefined && clock >= DAYPART_CUTOFF;
  });
}

/**
 * SPEC §2: ASAP is not a selectable time while the cart holds a 10:30 product and the order's
 * earliest ready time (`time.earliest`, what ASAP means) falls before 10:30 in the restaurant's
 * time zone.
 */
export function asapBeforeCutoff(
  order: { products: ReadonlyArray<{ name: string }>; time: { earliest: string } },
  timeZone: string,
): boolean {
  if (!hasDaypartProduct(order.products)) return false;
  const clock = localClockTime(order.time.earliest, timeZone);
  return clock !== undefined && clock < DAYPART_CUTOFF;
}
