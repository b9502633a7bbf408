import type { OrderTotals } from '../../../api/generated/model';

/**
 * SPEC §4 "Round-up donation": the gap from subtotal + tax + tip + delivery fee − discount to the
 * next whole dollar, 1.00 when that sum is 0. "Next" is read as strictly above, so a sum that is
 * already whole (12.00) also rounds up by 1.00 — the same rule that gives 1.00 for 0 — rather than
 * sending a donation of nothing. Computed in cents so 0.1 + 0.2 never leaks into the amount.
 */
export function roundUpDonation(
  totals: Pick<OrderTotals, 'subtotal' | 'tax' | 'tip' | 'handoff' | 'discount'>,
): number {
  const cents =
    Math.round(totals.subtotal * 100) +
    Math.round(totals.tax * 100) +
    Math.round(totals.tip * 100) +
    Math.round(totals.handoff * 100) -
    Math.round(totals.discount * 100);
  if (cents <= 0) return 1;
  const gap = 100 - (cents % 100);
  return gap / 100;
}
