import { useQueryClient } from '@tanstack/react-query';
import { getGetMenuQueryOptions, useGetMenu } from '../api/generated/endpoints/menus/menus';
import { MENU_TTL_MS } from '../stores';

/** The menu call's options: a menu is kept for one hour (the contract; SPEC §4 "menu 1-hour expiry"). */
export const menuQueryOptions = (menuId: number) =>
  getGetMenuQueryOptions(menuId, { query: { staleTime: MENU_TTL_MS } });

/** A menu with its categories, products and option groups, shared by the menu and product pages. */
export const useMenu = (menuId: number) => useGetMenu(menuId, { query: { staleTime: MENU_TTL_MS } });

/**
 * Starts loading a menu before the page that reads it renders (a menu cached or on its way is not
 * asked for again). The route asks while the page's code is still loading, so the two arrive
 * together instead of one after the other: the menu call used to wait for the whole first render.
 */
export function usePrefetchMenu(menuId: number): void {
  const queryClient = useQueryClient();
  const options = menuQueryOptions(menuId);
  if (queryClient.getQueryState(options.queryKey) === undefined) void queryClient.prefetchQuery(options);
}
