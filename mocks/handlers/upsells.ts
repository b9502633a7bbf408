import type { RequestHandler } from 'msw';
import type { Upsell, UpsellList } from '../../src/api/generated/model';
import {
  getListOrderUpsellsMockHandler,
  getListProductUpsellsMockHandler,
} from '../../src/api/generated/endpoints/upsells/upsells.msw';
import type { MockDatabase, StoredOrder } from '../db/database';
import { findMenuProduct } from '../domain/menu-catalog';
import {
  menuLanguageOf,
  translateMenuText,
  translateProduct,
  type MenuLanguage,
} from '../domain/menu-language';
import { fail, idParam } from './http';
import { findMenu, loadOrder } from './orders/order-store';

/**
 * "Complete Your Order" suggestions: the upsells of the order's menu, grouped, at current menu
 * prices, leaving out products already in the cart (or the product being viewed) and products that
 * cannot be ordered now. Names and group titles are in the request's language (the contract's
 * "Language"), English where the catalogue has no translation.
 */
function upsellGroups(
  db: MockDatabase,
  order: StoredOrder,
  language: MenuLanguage,
  viewedProductId?: number,
): UpsellList {
  const menu = findMenu(db, order.menu_id);
  const inCart = new Set(order.products.map((line) => line.product_id));
  const groups = new Map<string, Upsell[]>();
  for (const { menu_id: _menuId, group, ...upsell } of db.upsells.findMany((q) =>
    q.where({ menu_id: order.menu_id }),
  )) {
    const product = menu && findMenuProduct(menu, upsell.id);
    if (!product?.availability.now || inCart.has(upsell.id) || upsell.id === viewedProductId) continue;
    // Named as the product is, with its `language` where that is not the one asked for.
    const { name, language: nameLanguage } = translateProduct(product, language);
    const item = { ...upsell, name, ...(nameLanguage && { language: nameLanguage }), cost: product.cost };
    groups.set(group, [...(groups.get(group) ?? []), item]);
  }
  return {
    groups: [...groups].map(([title, items]) => ({ title: translateMenuText(title, language), items })),
  };
}

export const upsellsHandlers: RequestHandler[] = [
  getListProductUpsellsMockHandler(({ request, params }) => {
    const { db, order } = loadOrder(request, params.orderId);
    const productId = idParam(params.productId, 'product');
    const menu = findMenu(db, order.menu_id);
    if (!menu || !findMenuProduct(menu, productId))
      fail(404, `No product with id ${productId} on this menu.`);
    return upsellGroups(db, order, menuLanguageOf(request), productId);
  }),

  getListOrderUpsellsMockHandler(({ request, params }) => {
    const { db, order } = loadOrder(request, params.orderId);
    return upsellGroups(db, order, menuLanguageOf(request));
  }),
];
