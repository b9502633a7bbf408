import { useQueries } from '@tanstack/react-query';
import { useGetLocation } from '../../../api/generated/endpoints/locations/locations';
import type { Menu } from '../../../api/generated/model';
import { menuQueryOptions } from '../../../ordering/use-menu';
import { usePreferencesStore } from '../../../stores';
import { useExpansionStores, type ExpansionStore } from './expansion-stores';

export type ExpansionMenuState =
  | { status: 'pending' }
  | { status: 'error'; retry: () => void }
  /** The market named is none of the expansion stores (an old bookmark, a store that closed). */
  | { status: 'unknown-market' }
  | { status: 'ready'; store: ExpansionStore; menu: Menu };

/** The menu of an expansion market's restaurant: the CMS names the location, the location its menu. */
export function useExpansionMenu(market: string): ExpansionMenuState {
  const stores = useExpansionStores();
  const store = stores.data?.find((candidate) => candidate.slug === market);
  const location = useGetLocation(store?.locationId ?? 0, undefined, {
    query: { enabled: store !== undefined },
  });
  const menuId = location.data?.menu_id;
  // No menu query at all until the location names one (a disabled query would still be cached).
  const language = usePreferencesStore((state) => state.language);
  const queries = menuId === undefined ? [] : [menuQueryOptions(menuId, language)];
  const menus = useQueries({ queries });
  const menu = menus.at(0);

  if (stores.isError) return { status: 'error', retry: () => void stores.refetch() };
  if (stores.isPending) return { status: 'pending' };
  if (store === undefined) return { status: 'unknown-market' };
  if (location.isError) return { status: 'error', retry: () => void location.refetch() };
  if (menu?.isError) return { status: 'error', retry: () => void menu.refetch() };
  if (menu?.data === undefined) return { status: 'pending' };
  return { status: 'ready', store, menu: menu.data };
}

/** The item's address part: its slug, else its sku. */
export const expansionItemKey = (product: { slug?: string; sku: string }): string =>
  product.slug ?? product.sku;
