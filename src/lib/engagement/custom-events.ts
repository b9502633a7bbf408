import type { EngagementAdapter } from './engagement-adapter';
import { loadEngagement } from './load-engagement';

const whenLoaded = (use: (adapter: EngagementAdapter) => void): void =>
  void loadEngagement().then(use, () => undefined);

export type EngagementChannel = 'Catering' | 'Mealtime';

/** SPEC §7 custom event `Add_Product_To_Cart`, with the cart as the server answered it. */
export interface AddProductToCart {
  /** The product's name. */
  Product: string;
  /** Total quantity in the cart after the add. */
  Cart_Items: number;
  /** Cart total in USD after the add. */
  Cart_Cost: number;
  Channel: EngagementChannel;
}

export function logAddProductToCart(event: AddProductToCart): void {
  whenLoaded((adapter) => adapter.logCustomEvent('Add_Product_To_Cart', { ...event }));
}

/** SPEC §7 attribute `Recent_Location`: the location chosen last. */
export function setRecentLocation(location: { id: number; menu_id: number }): void {
  whenLoaded((adapter) =>
    adapter.setUserAttribute('Recent_Location', { id: location.id, menu_id: location.menu_id }),
  );
}
