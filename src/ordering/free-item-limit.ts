import { MAX_LINE_QUANTITY } from '../config/inputs';

/**
 * SPEC §5 "Free-item limit": when a line's quantity equals the product's limit_quantity, plus
 * shows the free-item popup and adds nothing. A line already holding the most a line may hold
 * (MAX_LINE_QUANTITY) stays as it is. The product page and the cart both ask this.
 */
export function increaseOutcome(
  quantity: number,
  limitQuantity: number | null | undefined,
): { kind: 'increase'; quantity: number } | { kind: 'free-item-limit' } | { kind: 'at-maximum' } {
  if (limitQuantity != null && limitQuantity > 0 && quantity >= limitQuantity) {
    return { kind: 'free-item-limit' };
  }
  if (quantity >= MAX_LINE_QUANTITY) return { kind: 'at-maximum' };
  return { kind: 'increase', quantity: quantity + 1 };
}

/**
 * `limit_quantity` holds the whole order, all lines of the product together: adding the free item
 * again from its page would make a second line. The line being edited counts as replaced.
 */
export function exceedsOrderLimit(
  lines: ReadonlyArray<{ id: number; product_id: number; quantity: number }>,
  product: { id: number; limit_quantity?: number | null },
  quantity: number,
  replacedLineId?: number,
): boolean {
  const limit = product.limit_quantity;
  if (limit == null || limit <= 0) return false;
  const ordered = lines
    .filter((line) => line.product_id === product.id && line.id !== replacedLineId)
    .reduce((sum, line) => sum + line.quantity, 0);
  return ordered + quantity > limit;
}
