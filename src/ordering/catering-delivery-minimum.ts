/**
 * SPEC §5/§9: catering delivery needs a cart total of at least this; checkout is disabled below it.
 * The total is what the guest pays (items, delivery fee, tax, tip and donations, less discounts),
 * as the cart and checkout show it and as the server checks it.
 */
export const CATERING_DELIVERY_MINIMUM = 150;

/** SPEC §5: catering delivery whose total is below the minimum shows a warning and disables checkout. */
export const isBelowCateringDeliveryMinimum = ({
  channel,
  handoff,
  total,
}: {
  channel: 'default' | 'catering';
  handoff: string;
  total: number;
}): boolean => channel === 'catering' && handoff === 'dispatch' && total < CATERING_DELIVERY_MINIMUM;
