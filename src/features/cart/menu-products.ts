import type { Menu, MenuProduct } from '../../api/generated/model';

/** The menu's products by id, so a cart line (`product_id`) finds its sku, availability and limit. */
export function menuProductsById(
  menu: Pick<Menu, 'categories'> | undefined,
): ReadonlyMap<number, MenuProduct> {
  const byId = new Map<number, MenuProduct>();
  for (const category of menu?.categories ?? []) {
    for (const product of category.products) byId.set(product.id, product);
  }
  return byId;
}

/** SPEC §2: the asap notice shows when some line's product cannot be ordered right now. */
export function hasUnavailableNow(
  productIds: readonly number[],
  products: ReadonlyMap<number, Pick<MenuProduct, 'availability'>>,
): boolean {
  return productIds.some((id) => products.get(id)?.availability.now === false);
}
