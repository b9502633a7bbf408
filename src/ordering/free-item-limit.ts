/**
 * SPEC §5 "Free-item limit": when a line's quantity equals the product's limit_quantity, plus
 * shows the free-item popup and adds nothing. The product page and the cart both ask this.
 */
export function increaseOutcome(
  quantity: number,
  limitQuantity: number | null | undefined,
): { kind: 'increase'; quantity: number } | { kind: 'free-item-limit' } {
  if (limitQuantity != null && limitQuantity > 0 && quantity >= limitQuantity) {
    return { kind: 'free-item-limit' };
  }
  return { kind: 'increase', quantity: quantity + 1 };
}
