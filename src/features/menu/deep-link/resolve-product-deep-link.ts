import { MAX_PRODUCT_EDIT_DISTANCE, editDistance, toProductSlug } from './product-slug';

export interface DeepLinkProduct {
  name: string;
  sku: string;
}

export interface DeepLinkMenu {
  categories: ReadonlyArray<{ products: readonly DeepLinkProduct[] }>;
}

/** Where SPEC §4 "Deep link ?product=" sends the visitor. */
export type ProductDeepLinkTarget =
  /** The product is on the chosen location's menu: open it (/order/product?id={sku}). */
  | { kind: 'product-at-location'; sku: string }
  /** No menu chosen yet, but the default menu has it (/menu/product?id={sku}). */
  | { kind: 'product-without-location'; sku: string }
  /** Missing at this location, or nowhere: set 'not found at location' and go to /menu. */
  | { kind: 'not-found-at-location' };

/** The exact slug match, else the closest name within the edit-distance limit (first one on a tie). */
export function findProductByName(menu: DeepLinkMenu, query: string): DeepLinkProduct | undefined {
  const wanted = toProductSlug(query);
  if (!wanted) return undefined;
  const products = menu.categories.flatMap((category) => category.products);
  const exact = products.find((product) => toProductSlug(product.name) === wanted);
  if (exact) return exact;
  let best: { product: DeepLinkProduct; distance: number } | undefined;
  for (const product of products) {
    const distance = editDistance(toProductSlug(product.name), wanted, MAX_PRODUCT_EDIT_DISTANCE);
    if (distance <= MAX_PRODUCT_EDIT_DISTANCE && (!best || distance < best.distance)) {
      best = { product, distance };
    }
  }
  return best?.product;
}

/** SPEC §4: the current menu first, then the default menu. */
export function resolveProductDeepLink(
  query: string,
  menus: { current?: DeepLinkMenu | undefined; fallback?: DeepLinkMenu | undefined },
): ProductDeepLinkTarget {
  const atLocation = menus.current && findProductByName(menus.current, query);
  if (atLocation) return { kind: 'product-at-location', sku: atLocation.sku };
  const elsewhere = menus.fallback && findProductByName(menus.fallback, query);
  if (elsewhere && !menus.current) return { kind: 'product-without-location', sku: elsewhere.sku };
  return { kind: 'not-found-at-location' };
}
