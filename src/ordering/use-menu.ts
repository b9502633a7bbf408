import { useDeferredValue, useMemo } from 'react';
import { getGetMenuQueryOptions, useGetMenu } from '../api/generated/endpoints/menus/menus';
import { MENU_TTL_MS } from '../config/client-state';

/** The menu call's options: a menu is kept for one hour (the contract; SPEC §4 "menu 1-hour expiry"). */
export const menuQueryOptions = (menuId: number) =>
  getGetMenuQueryOptions(menuId, { query: { staleTime: MENU_TTL_MS } });

/** A menu with its categories, products and option groups, shared by the menu and product pages. */
export const useMenu = (menuId: number) => useGetMenu(menuId, { query: { staleTime: MENU_TTL_MS } });

/** What a page that lists a menu's products needs of its call. */
export type ListedMenu = Pick<ReturnType<typeof useMenu>, 'data' | 'error' | 'isPending'>;

/** What a page that lists a menu shows first: its loading state. */
const LOADING: ListedMenu = { data: undefined, error: null, isPending: true };

/**
 * `useMenu` for the pages that draw a card per product: the menu renders as a deferred update, even
 * one already loaded as the page mounts. A query's news reaches React as an urgent update, drawn in
 * one task, and the cards are the biggest render of those pages; deferred, they render in slices that
 * let the browser handle input in between. The page shows its heading and loading state first: with
 * a menu at hand on mount it used to draw every card before its first paint (`/menu` painted its
 * heading 60–80 ms later, after the cards' pictures had started loading).
 */
export function useListedMenu(menuId: number): ListedMenu {
  const { data, error, isPending } = useMenu(menuId);
  return useDeferredValue(
    useMemo(() => ({ data, error, isPending }), [data, error, isPending]),
    LOADING,
  );
}
