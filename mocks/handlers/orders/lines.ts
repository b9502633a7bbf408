import type { RequestHandler } from 'msw';
import type { Menu, MenuProduct, OrderProductLine } from '../../../src/api/generated/model';
import {
  getAddOrderProductsMockHandler,
  getRemoveOrderProductMockHandler,
  getUpdateOrderProductsMockHandler,
} from '../../../src/api/generated/endpoints/orders/orders.msw';
import {
  AddOrderProductsBody,
  UpdateOrderProductsBody,
} from '../../../src/api/generated/zod/orders/orders.zod';
import type { MockDatabase } from '../../db/database';
import { findMenuProduct, menuProducts } from '../../domain/menu-catalog';
import { buildLine, nextLineId, quantityLimitMessage, type LineRequest } from '../../domain/order-lines';
import { guestRewardItemError } from '../../domain/reward-items';
import { failWith } from '../../domain/validation';
import { fail, idParam, memberFor, readBody } from '../http';
import { allMenus, findMenu, loadOrder, requireOpen, saveOrder } from './order-store';

/** Product lines of the cart: add, update and remove, each checked against the order's menu. */

export const NOT_ON_MENU = 'This item is not on this menu.';

const existsOnAnyMenu = (db: MockDatabase, productId: number): boolean =>
  allMenus(db).some((menu) => menuProducts(menu).some((product) => product.id === productId));

/** The product on the order's menu: 404 when no menu has it, 422 when another menu does. */
function productOnMenu(db: MockDatabase, menu: Menu, productId: number): MenuProduct {
  const product = findMenuProduct(menu, productId);
  if (product) return product;
  if (!existsOnAnyMenu(db, productId)) fail(404, `No product with id ${productId}.`);
  return fail(422, NOT_ON_MENU);
}

function lineFor(db: MockDatabase, menu: Menu, productId: number, request: LineRequest, lineId: number) {
  const built = buildLine(productOnMenu(db, menu, productId), request, lineId);
  return built.ok ? built.line : fail(422, built.message);
}

/** `limit_quantity` holds the whole order, not one line: a second line of a free item is refused. */
function withinQuantityLimits(menu: Menu, products: readonly OrderProductLine[]): OrderProductLine[] {
  const totals = new Map<number, number>();
  for (const line of products)
    totals.set(line.product_id, (totals.get(line.product_id) ?? 0) + line.quantity);
  for (const [productId, quantity] of totals) {
    const product = findMenuProduct(menu, productId);
    if (product?.limit_quantity != null && quantity > product.limit_quantity) {
      fail(422, quantityLimitMessage(product.name, product.limit_quantity));
    }
  }
  return [...products];
}

/** A reward item is a member's perk: without a member's token the new lines may hold none. */
function refuseGuestRewardItems(request: Request, db: MockDatabase, menu: Menu, lines: OrderProductLine[]) {
  const refusal = memberFor(request, db) ? undefined : guestRewardItemError(menu, lines);
  if (refusal) failWith(422, [refusal]);
}

const orderMenu = (db: MockDatabase, menuId: number): Menu =>
  findMenu(db, menuId) ?? fail(404, 'The menu of this order no longer exists.');

export const lineHandlers: RequestHandler[] = [
  getAddOrderProductsMockHandler(async ({ request, params }) => {
    const { db, order } = loadOrder(request, params.id);
    requireOpen(order, 409);
    const body = await readBody(request, AddOrderProductsBody);
    const menu = orderMenu(db, order.menu_id);
    const added: OrderProductLine[] = [];
    for (const input of body.products) {
      added.push(lineFor(db, menu, input.id, input, nextLineId([...order.products, ...added])));
    }
    refuseGuestRewardItems(request, db, menu, added);
    return saveOrder(db, { ...order, products: withinQuantityLimits(menu, [...order.products, ...added]) });
  }),

  getUpdateOrderProductsMockHandler(async ({ request, params }) => {
    const { db, order } = loadOrder(request, params.id);
    requireOpen(order, 409);
    const body = await readBody(request, UpdateOrderProductsBody);
    const menu = orderMenu(db, order.menu_id);
    const replaced = new Map<number, OrderProductLine>();
    for (const input of body.products) {
      if (!order.products.some((line) => line.id === input.line_id)) {
        fail(404, `No line with id ${input.line_id} on this order.`);
      }
      replaced.set(input.line_id, lineFor(db, menu, input.id, input, input.line_id));
    }
    refuseGuestRewardItems(request, db, menu, [...replaced.values()]);
    const products = order.products.map((line) => replaced.get(line.id) ?? line);
    return saveOrder(db, { ...order, products: withinQuantityLimits(menu, products) });
  }),

  getRemoveOrderProductMockHandler(async ({ request, params }) => {
    const { db, order } = loadOrder(request, params.id);
    requireOpen(order, 409);
    const lineId = idParam(params.productId, 'line');
    if (!order.products.some((line) => line.id === lineId))
      fail(404, `No line with id ${lineId} on this order.`);
    return saveOrder(db, { ...order, products: order.products.filter((line) => line.id !== lineId) });
  }),
];
