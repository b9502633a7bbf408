import type { DeliveryAddress, Order, OrderTime } from '../../../api/generated/model';

/** One line for a delivery address: street, apartment, city, zip. */
export function addressLine(address: DeliveryAddress | null | undefined): string {
  if (!address) return '';
  return [
    address.address,
    address.building,
    address.city,
    [address.state, address.zip].filter(Boolean).join(' '),
  ]
    .filter((part) => part && part.trim() !== '')
    .join(', ');
}

/** When the order is expected: the scheduled time, else the earliest ASAP time. */
export const readyTime = (time: OrderTime): string =>
  time.mode !== 'asap' && time.wanted ? time.wanted : time.earliest;

/** Local calendar day of an instant in a time zone, as YYYY-MM-DD. */
export function localDate(instant: string | number | Date, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(instant));
}

/** SPEC §2: the dialog says 'Today' instead of the date when the time falls on the current day. */
export const isToday = (instant: string, now: Date, timeZone?: string): boolean =>
  localDate(instant, timeZone) === localDate(now, timeZone);

export type OrderTypeKind = 'curbside' | 'pickup' | 'delivery';
export const orderTypeKind = (order: Pick<Order, 'handoff'>): OrderTypeKind =>
  order.handoff === 'dispatch' ? 'delivery' : order.handoff === 'curbside' ? 'curbside' : 'pickup';
