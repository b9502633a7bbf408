/**
 * SPEC §7: the customer-engagement service (a Braze-style web SDK, when the page loads one) gets
 * the custom event `Add_Product_To_Cart` and the attribute `Recent_Location`. Without an SDK, or
 * with one that throws, nothing happens.
 */

export interface EngagementSdk {
  logCustomEvent: (name: string, properties?: Record<string, unknown>) => unknown;
  getUser: () => { setCustomUserAttribute: (key: string, value: unknown) => unknown } | undefined;
}

export type EngagementChannel = 'Catering' | 'Mealtime';

export interface AddProductToCart {
  /** The product's name. */
  Product: string;
  /** Total quantity in the cart after the add. */
  Cart_Items: number;
  /** Cart total in USD after the add. */
  Cart_Cost: number;
  Channel: EngagementChannel;
}

type EngagementHost = { braze?: unknown };

function isEngagementSdk(value: unknown): value is EngagementSdk {
  if (typeof value !== 'object' || value === null) return false;
  const sdk = value as Partial<EngagementSdk>;
  return typeof sdk.logCustomEvent === 'function' && typeof sdk.getUser === 'function';
}

const sdkOf = (host: EngagementHost): EngagementSdk | undefined =>
  isEngagementSdk(host.braze) ? host.braze : undefined;

export function logAddProductToCart(
  event: AddProductToCart,
  host: EngagementHost = globalThis as EngagementHost,
): void {
  try {
    sdkOf(host)?.logCustomEvent('Add_Product_To_Cart', { ...event });
  } catch {
    // Engagement tracking must never break ordering.
  }
}

export function setRecentLocation(
  location: { id: number; menu_id: number },
  host: EngagementHost = globalThis as EngagementHost,
): void {
  try {
    sdkOf(host)?.getUser()?.setCustomUserAttribute('Recent_Location', {
      id: location.id,
      menu_id: location.menu_id,
    });
  } catch {
    // Engagement tracking must never break ordering.
  }
}
