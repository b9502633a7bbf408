/**
 * SPEC §5 "Free-item limit": when a line's quantity equals the product's limit_quantity, plus
 * shows the free-item popup and adds nothing.
 */
export function increasedQuantity(
  quantity: number,
  limitQuantity: number | null | undefined,
): { kind: 'increase'; quantity: number } | { kind: 'free-item-limit' } {
  if (limitQuantity != null && limitQuantity > 0 && quantity >= limitQuantity)
    return { kind: 'free-item-limit' };
  return { kind: 'increase', quantity: quantity + 1 };
}

/** A `?q=` quantity to start from: a whole number of at least 1, never above the product's limit. */
export function startingQuantity(
  text: string | null | undefined,
  limitQuantity: number | null | undefined,
): number {
  const parsed = Number(text);
  const quantity = text && Number.isSafeInteger(parsed) && parsed >= 1 ? parsed : 1;
  return limitQuantity != null && limitQuantity > 0 ? Math.min(quantity, limitQuantity) : quantity;
}
