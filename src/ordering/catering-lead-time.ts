import type { Location, Order } from '../api/generated/model';

/**
 * Hours ahead a catering order must be placed (the location's `catering_lead_minutes`), or
 * undefined when no lead time applies: on the default channel, or a location without one.
 */
export function cateringLeadHours(
  location: Pick<Location, 'catering_lead_minutes'> | undefined,
  channel: Order['channel'],
): number | undefined {
  const minutes = channel === 'catering' ? (location?.catering_lead_minutes ?? 0) : 0;
  return minutes > 0 ? Math.ceil(minutes / 60) : undefined;
}
