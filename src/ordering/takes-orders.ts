import type { Location } from '../api/generated/model';

/**
 * Whether the restaurant opens at all in its weekly hours: one closed every day can offer no time
 * to order for, so it is said before a cart is built. Hours not given are not taken as closed.
 */
export const takesOrders = (location: Pick<Location, 'hours' | 'open_24_hours'>): boolean =>
  location.open_24_hours === true ||
  (location.hours ?? []).length === 0 ||
  (location.hours ?? []).some((day) => !day.closed);
