import {
  getGetMenuQueryKey,
  getGetMenuQueryOptions,
  useGetMenu,
} from '../api/generated/endpoints/menus/menus';
import { MENU_TTL_MS } from '../config/client-state';
import type { Locale } from '../i18n/locales';
import { usePreferencesStore } from '../stores';
import { inLanguage } from './menu-language';

/**
 * The menu call's options: a menu is kept for one hour (the contract; SPEC §4 "menu 1-hour expiry"),
 * per language (its texts come in the visitor's language).
 */
export function menuQueryOptions(menuId: number, language: Locale) {
  const { queryKey, request } = inLanguage(getGetMenuQueryKey(menuId), language);
  return getGetMenuQueryOptions(menuId, { query: { queryKey, staleTime: MENU_TTL_MS }, request });
}

/** A menu with its categories, products and option groups, shared by the menu and product pages. */
export function useMenu(menuId: number, { enabled = true }: { enabled?: boolean } = {}) {
  const language = usePreferencesStore((state) => state.language);
  const { queryKey, request } = inLanguage(getGetMenuQueryKey(menuId), language);
  return useGetMenu(menuId, { query: { queryKey, enabled, staleTime: MENU_TTL_MS }, request });
}

/** What a page that lists a menu's products needs of its call. */
export type ListedMenu = Pick<ReturnType<typeof useMenu>, 'data' | 'error' | 'isPending'>;
