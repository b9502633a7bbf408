import { useGetMenuTimes } from '../../../api/generated/endpoints/menus/menus';
import type { Order } from '../../../api/generated/model';
import { asapBeforeCutoff, hasDaypartProduct } from './daypart-cutoff';

/**
 * Whether the 10:30 rule takes ASAP away from this order (see `asapBeforeCutoff`). The restaurant's
 * time zone comes with the menu's times, asked for only when the cart holds a 10:30 product; until
 * they arrive ASAP stays as it is, and the server still refuses an ASAP order that breaks the rule.
 */
export function useAsapBeforeCutoff(order: Order): boolean {
  const daypart = hasDaypartProduct(order.products);
  const times = useGetMenuTimes(
    order.menu_id,
    { location_id: order.location_id },
    { query: { enabled: daypart } },
  );
  const timeZone = times.data?.timezone;
  return timeZone !== undefined && asapBeforeCutoff(order, timeZone);
}
