import { ApiError } from '../../../api/api-error';
import { getGetMenuProductQueryKey, useGetMenuProduct } from '../../../api/generated/endpoints/menus/menus';
import type { Menu, MenuProduct } from '../../../api/generated/model';
import { inLanguage } from '../../../ordering/menu-language';
import { useMenu } from '../../../ordering/use-menu';
import { MENU_TTL_MS } from '../../../config/client-state';
import { usePreferencesStore } from '../../../stores';

export type ProductLookup =
  /** `listed`: the product as the menu lists it, once the menu is in (its options may not be). */
  | { status: 'loading'; listed?: MenuProduct }
  | { status: 'not-found' }
  | { status: 'error'; error: ApiError }
  | { status: 'ready'; product: MenuProduct };

/**
 * The menu product a product link names (SPEC §2: `id` is the sku). A cart line knows only its
 * product's numeric id, so a number that is no sku is taken as the product id on this menu.
 */
export function findMenuProduct(menu: Menu, reference: string): MenuProduct | undefined {
  const products = menu.categories.flatMap((category) => category.products);
  return (
    products.find((product) => product.sku === reference) ??
    (/^\d+$/.test(reference) ? products.find((product) => product.id === Number(reference)) : undefined)
  );
}

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** The product with its full option tree, from `menus/{menuId}/products/{id}`. */
export function useProduct(menuId: number, reference: string): ProductLookup {
  const menu = useMenu(menuId);
  const listed = menu.data ? findMenuProduct(menu.data, reference) : undefined;
  const language = usePreferencesStore((state) => state.language);
  const { queryKey, request } = inLanguage(getGetMenuProductQueryKey(menuId, listed?.id ?? 0), language);
  const product = useGetMenuProduct(menuId, listed?.id ?? 0, {
    query: { queryKey, enabled: listed !== undefined, staleTime: MENU_TTL_MS },
    request,
  });

  if (menu.error) {
    return isNotFound(menu.error) ? { status: 'not-found' } : { status: 'error', error: menu.error };
  }
  if (menu.isPending) return { status: 'loading' };
  if (!listed) return { status: 'not-found' };
  if (product.error) {
    return isNotFound(product.error) ? { status: 'not-found' } : { status: 'error', error: product.error };
  }
  if (product.isPending) return { status: 'loading', listed };
  return { status: 'ready', product: product.data };
}
