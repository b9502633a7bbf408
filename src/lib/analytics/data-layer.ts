/**
 * SPEC §7 "Events": ecommerce events pushed to the tag manager's `window.dataLayer`. The page
 * works the same with no tag manager: the array is created on first push, and a broken
 * `dataLayer` (a script replaced it with something that is not an array) is left alone.
 */

export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  /** Unit price in USD. */
  price: number;
  quantity: number;
}

export type EcommerceEvent =
  | { event: 'view_cart'; items: AnalyticsItem[]; value: number }
  | { event: 'add_to_cart'; items: AnalyticsItem[]; value: number }
  | { event: 'remove_from_cart'; items: AnalyticsItem[]; value: number }
  | { event: 'begin_checkout'; items: AnalyticsItem[]; value: number }
  | { event: 'select_location'; location_id: number; location_name: string };

export const ANALYTICS_CURRENCY = 'USD';

type DataLayerHost = { dataLayer?: unknown };

function dataLayerOf(host: DataLayerHost): unknown[] | undefined {
  if (host.dataLayer === undefined) host.dataLayer = [];
  return Array.isArray(host.dataLayer) ? host.dataLayer : undefined;
}

/** Cents-exact sum of price × quantity, the `value` an ecommerce event reports. */
export function itemsValue(items: readonly AnalyticsItem[]): number {
  const cents = items.reduce((sum, item) => sum + Math.round(item.price * 100) * item.quantity, 0);
  return cents / 100;
}

/** Pushes one event; never throws, whatever the page did to `dataLayer`. */
export function pushEcommerceEvent(
  event: EcommerceEvent,
  host: DataLayerHost = globalThis as DataLayerHost,
): void {
  try {
    const layer = dataLayerOf(host);
    if (!layer) return;
    if (event.event === 'select_location') {
      layer.push({ ...event });
      return;
    }
    const { event: name, items, value } = event;
    // GA4 convention: clear the previous ecommerce object so its fields do not leak into this event.
    layer.push({ ecommerce: null });
    layer.push({ event: name, ecommerce: { currency: ANALYTICS_CURRENCY, value, items } });
  } catch {
    // Analytics must never break ordering.
  }
}
