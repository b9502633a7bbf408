/**
 * SPEC §5/§9: catering delivery needs a cart total (what the items cost: the order's subtotal, as the
 * server checks it) of at least this; checkout is disabled below it. Fees, tax, tip and donations do
 * not count, so a tip cannot lift an order over the minimum.
 */
export const CATERING_DELIVERY_MINIMUM = 150;

/** SPEC §5: catering delivery below the minimum shows a warning and disables checkout. */
export const isBelowCateringDeliveryMinimum = ({
  channel,
  handoff,
  subtotal,
}: {
  channel: 'default' | 'catering';
  handoff: string;
  subtotal: number;
}): boolean => channel === 'catering' && handoff === 'dispatch' && subtotal < CATERING_DELIVERY_MINIMUM;
