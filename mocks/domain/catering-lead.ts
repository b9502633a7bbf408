import type { Location, Order } from '../../src/api/generated/model';

/** How far ahead a catering order must be placed: the location's `catering_lead_minutes`. */

/** Minutes a ready time must lie ahead of now: the lead time on a catering order, else none. */
export const leadMinutesFor = (
  location: Pick<Location, 'catering_lead_minutes'>,
  channel: Order['channel'],
): number => (channel === 'catering' ? (location.catering_lead_minutes ?? 0) : 0);

const leadHours = (leadMinutes: number): number => Math.ceil(leadMinutes / 60);

export const LEAD_MESSAGES = {
  tooSoon: (leadMinutes: number) =>
    `Catering orders must be placed at least ${leadHours(leadMinutes)} hours ahead. Please choose a later time.`,
  asap: (leadMinutes: number) =>
    `Catering orders must be placed at least ${leadHours(leadMinutes)} hours ahead. Please schedule your order.`,
};
