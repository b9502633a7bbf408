/**
 * SPEC §4 "Cart item": at quantity 1 the trash removes the line (decreasing is not done at 1);
 * removing the last line sends the user to /order and removes the coupon; otherwise the order is
 * re-validated.
 */
export function removalFollowUp(linesLeft: number): 'revalidate' | 'empty-cart' {
  return linesLeft > 0 ? 'revalidate' : 'empty-cart';
}
