import type { MenuProduct, OrderChoiceInput, OrderProductLine } from '../../src/api/generated/model';
import { MAX_LINE_QUANTITY } from '../../src/config/inputs';
import { resolveChoices } from './choices';
import { productImage } from './menu-catalog';
import { roundCents } from './money';

/** A product line as the guest asks for it (add, update, reorder, transfer). */
export interface LineRequest {
  quantity: number;
  choices: readonly OrderChoiceInput[];
  isupsell?: boolean;
  instructions?: string | null;
}

export type LineResult = { ok: true; line: OrderProductLine } | { ok: false; message: string };

export const quantityLimitMessage = (name: string, limit: number): string =>
  `"${name}" is limited to ${limit} per order.`;

export const lineMaximumMessage = (name: string): string =>
  `At most ${MAX_LINE_QUANTITY} of "${name}" fit on one line.`;

/**
 * Builds a priced line for a product: quantity within `limit_quantity` and the most a line holds
 * (MAX_LINE_QUANTITY), choices valid, and cost.base = product cost + Σ choice cost × choice quantity, cost.total = base × quantity.
 */
export function buildLine(product: MenuProduct, request: LineRequest, lineId: number): LineResult {
  if (request.quantity > MAX_LINE_QUANTITY) return { ok: false, message: lineMaximumMessage(product.name) };
  if (product.limit_quantity != null && request.quantity > product.limit_quantity) {
    return { ok: false, message: quantityLimitMessage(product.name, product.limit_quantity) };
  }
  const resolved = resolveChoices(product.name, product.optiongroups, request.choices);
  if (!resolved.ok) return resolved;
  const base = roundCents(product.cost + resolved.extraCost);
  return {
    ok: true,
    line: {
      id: lineId,
      product_id: product.id,
      name: product.name,
      quantity: request.quantity,
      cost: { base, total: roundCents(base * request.quantity) },
      choices: resolved.choices,
      instructions: request.instructions ?? null,
      image: productImage(product),
      isupsell: request.isupsell ?? false,
    },
  };
}

/** The request that rebuilds an existing line (same choices, quantity and flags). */
export const lineRequestOf = (line: OrderProductLine): LineRequest => ({
  quantity: line.quantity,
  choices: line.choices.map((choice) => ({ id: choice.option_id, quantity: choice.quantity })),
  isupsell: line.isupsell ?? false,
  instructions: line.instructions ?? null,
});

export const nextLineId = (lines: readonly OrderProductLine[]): number =>
  lines.reduce((max, line) => Math.max(max, line.id), 0) + 1;
