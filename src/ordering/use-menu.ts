import { getGetMenuQueryOptions, useGetMenu } from '../api/generated/endpoints/menus/menus';
import { MENU_TTL_MS } from '../stores';

/** The menu call's options: a menu is kept for one hour (the contract; SPEC §4 "menu 1-hour expiry"). */
export const menuQueryOptions = (menuId: number) =>
  getGetMenuQueryOptions(menuId, { query: { staleTime: MENU_TTL_MS } });

/** A menu with its categories, products and option groups, shared by the menu and product pages. */
export const useMenu = (menuId: number) => useGetMenu(menuId, { query: { staleTime: MENU_TTL_MS } });
