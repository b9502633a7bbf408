/** A `?q=` quantity to start from: a whole number of at least 1, never above the product's limit. */
export function startingQuantity(
  text: string | null | undefined,
  limitQuantity: number | null | undefined,
): number {
  const parsed = Number(text);
  const quantity = text && Number.isSafeInteger(parsed) && parsed >= 1 ? parsed : 1;
  return limitQuantity != null && limitQuantity > 0 ? Math.min(quantity, limitQuantity) : quantity;
}
