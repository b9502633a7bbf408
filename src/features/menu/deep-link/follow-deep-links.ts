import type { QueryClient } from '@tanstack/react-query';
import { getGetLocationQueryOptions } from '../../../api/generated/endpoints/locations/locations';
import type { Location, Menu } from '../../../api/generated/model';
import { paths } from '../../../config/paths';
import { currentMenuIdSources, defaultMenuId, locationMenuId } from '../../../ordering/menu-ids';
import { menuQueryOptions } from '../../../ordering/use-menu';
import { useMenuStore, usePreferencesStore } from '../../../stores';
import type { DeepLinkQuery } from './deep-link-query';
import { resolveProductDeepLink } from './resolve-product-deep-link';

export interface DeepLinkDependencies {
  queryClient: QueryClient;
  /** Sets the location and its menu and creates (or transfers) the order: `useChooseLocation()`. */
  chooseLocation: (location: Location) => Promise<unknown>;
  /** Replaces the current address (the deep link is not kept in the history). */
  replaceWith: (path: string) => void;
}

const toLocationId = (text: string): number | undefined => {
  const id = Number(text);
  return /^\d+$/.test(text) && Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

/** A menu for matching, or undefined when it cannot be loaded (then it is skipped, not fatal). */
async function loadMenu(queryClient: QueryClient, menuId: number | undefined): Promise<Menu | undefined> {
  if (menuId === undefined) return undefined;
  try {
    return await queryClient.query(menuQueryOptions(menuId, usePreferencesStore.getState().language));
  } catch {
    return undefined;
  }
}

/**
 * SPEC §4 "Query ?store={id} loads that location and creates an order": chooses it and answers
 * true, or sends the visitor to /locations (an id no location has) and answers false.
 */
async function followStoreLink(
  store: string,
  { queryClient, chooseLocation, replaceWith }: DeepLinkDependencies,
) {
  const id = toLocationId(store);
  let location: Location | undefined;
  try {
    location = id === undefined ? undefined : await queryClient.query(getGetLocationQueryOptions(id));
  } catch {
    location = undefined;
  }
  if (!location) {
    replaceWith(paths.locations.href());
    return false;
  }
  try {
    await chooseLocation(location);
  } catch {
    // The location is chosen even when creating the order failed; the first add creates it.
  }
  return true;
}

/**
 * SPEC §4 "Deep link ?product=": the product by name in the current menu, else the default menu.
 * At the location: its product page. Missing there, or nowhere: 'not found at location' and /menu.
 * With no menu chosen yet: /menu/product (the sku is kept for after a location is chosen).
 */
async function followProductLink(product: string, { queryClient, replaceWith }: DeepLinkDependencies) {
  const menuStore = useMenuStore.getState();
  menuStore.setDeeplinkProductQuery(product);
  const sources = currentMenuIdSources();
  const [current, fallback] = await Promise.all([
    loadMenu(queryClient, locationMenuId(sources)),
    loadMenu(queryClient, defaultMenuId(sources)),
  ]);
  const target = resolveProductDeepLink(product, { current, fallback });
  switch (target.kind) {
    case 'product-at-location':
      menuStore.setDeeplinkProduct(target.sku);
      replaceWith(paths.orderProduct.href({ id: target.sku }));
      return;
    case 'product-without-location':
      menuStore.setDeeplinkProduct(target.sku);
      replaceWith(paths.menuProduct.href(target.sku));
      return;
    case 'not-found-at-location':
      menuStore.setDeeplinkProduct(null);
      menuStore.setDeeplinkProductNotFoundAtLocation(true);
      replaceWith(paths.menu.href());
  }
}

/** `?store=` first (so that `?product=` then matches at that location), then `?product=`. */
export async function followDeepLinks(
  query: DeepLinkQuery,
  dependencies: DeepLinkDependencies,
): Promise<void> {
  if (query.store !== null) {
    const chosen = await followStoreLink(query.store, dependencies);
    if (!chosen) return;
    if (query.product === null) {
      dependencies.replaceWith(paths.order.href());
      return;
    }
  }
  if (query.product !== null) await followProductLink(query.product, dependencies);
}
