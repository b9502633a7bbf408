import type {
  Menu,
  OptionGroup,
  OrderProductLine,
  OrderProductLineChoicesItem,
  OrderTotals,
} from '../../src/api/generated/model';
import { findProductBySku } from './menus';

/** Money is added up in whole cents so that seeded totals are exact to the cent. */
const toCents = (dollars: number): number => Math.round(dollars * 100);
const toDollars = (cents: number): number => cents / 100;

export interface LineRequest {
  sku: string;
  quantity?: number;
  /**
   * Names of the chosen options, parents before their nested choices (e.g. 'Make it a combo',
   * 'Bo-Rounds', 'Legendary Sweet Tea', 'Large'). A nested group is offered once its parent is chosen.
   */
  choices?: string[];
  instructions?: string;
}

/** One order line priced from the menu: unit = product + chosen options, total = unit × quantity. */
export function buildOrderLine(menu: Menu, lineId: number, request: LineRequest): OrderProductLine {
  const product = findProductBySku(menu, request.sku);
  const quantity = request.quantity ?? 1;
  const offered: OptionGroup[] = [...(product.optiongroups ?? [])];
  const chosen: OrderProductLineChoicesItem[] = [];

  for (const name of request.choices ?? []) {
    const option = offered
      .flatMap((group) => group.options)
      .find((candidate) => candidate.name === name && !chosen.some((c) => c.option_id === candidate.id));
    if (!option) throw new Error(`Seed: "${product.name}" offers no option "${name}"`);
    chosen.push({ option_id: option.id, name: option.name, quantity: 1, cost: option.cost });
    offered.push(...(option.optiongroups ?? []));
  }

  const unitCents =
    toCents(product.cost) + chosen.reduce((sum, choice) => sum + toCents(choice.cost ?? 0), 0);
  return {
    id: lineId,
    product_id: product.id,
    name: product.name,
    quantity,
    cost: { base: toDollars(unitCents), total: toDollars(unitCents * quantity) },
    choices: chosen,
    instructions: request.instructions ?? null,
    image: product.images?.[0]?.filename ?? null,
    isupsell: false,
  };
}

export interface TotalsExtras {
  /** Delivery fee. */
  handoff?: number;
  tip?: number;
}

/**
 * subtotal = Σ line totals; tax = (subtotal + delivery fee) × rate, rounded to the cent, as the order
 * handlers tax it (the tip is not taxed); seeded orders have no discount, fees or donations.
 */
export function computeTotals(
  lines: OrderProductLine[],
  taxRate: number,
  extras: TotalsExtras = {},
): OrderTotals {
  const subtotal = lines.reduce((sum, line) => sum + toCents(line.cost.total), 0);
  const handoff = toCents(extras.handoff ?? 0);
  const tax = Math.round((subtotal + handoff) * taxRate);
  const tip = toCents(extras.tip ?? 0);
  return {
    subtotal: toDollars(subtotal),
    discount: 0,
    handoff: toDollars(handoff),
    fees: 0,
    tax: toDollars(tax),
    tip: toDollars(tip),
    donations: 0,
    total: toDollars(subtotal + handoff + tax + tip),
  };
}
