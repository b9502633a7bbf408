/** SPEC §5/§9: catering delivery needs at least this cart total; checkout is disabled below it. */
export const CATERING_DELIVERY_MINIMUM = 150;

/** SPEC §5: catering delivery below the minimum shows a warning and disables checkout. */
export const isBelowCateringDeliveryMinimum = ({
  channel,
  handoff,
  total,
}: {
  channel: 'default' | 'catering';
  handoff: string;
  total: number;
}): boolean => channel === 'catering' && handoff === 'dispatch' && total < CATERING_DELIVERY_MINIMUM;
