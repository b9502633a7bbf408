import { MAX_LINE_QUANTITY } from '../../config/inputs';

/**
 * A `?q=` quantity to start from: a whole number of at least 1, never above the product's limit
 * nor the most a line may hold.
 */
export function startingQuantity(
  text: string | null | undefined,
  limitQuantity: number | null | undefined,
): number {
  const parsed = Number(text);
  const quantity =
    text && Number.isSafeInteger(parsed) && parsed >= 1 ? Math.min(parsed, MAX_LINE_QUANTITY) : 1;
  return limitQuantity != null && limitQuantity > 0 ? Math.min(quantity, limitQuantity) : quantity;
}
