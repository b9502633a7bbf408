import { CATERING_MENU_ID, DEFAULT_MENU_ID } from '../config/menus';
import {
  useLocationStore,
  useOrderStore,
  usePreferencesStore,
  type Channel,
  type ChosenLocation,
  type OrderReference,
} from '../stores';
import { orderMenuId } from './order-menu-id';

/** What the menu ids are derived from; no menu id is stored, so none can disagree with these. */
export interface MenuIdSources {
  location: Pick<ChosenLocation, 'menu_id' | 'catering_menu_id'> | null;
  order: Pick<OrderReference, 'menu_id'> | null;
  channel: Channel;
}

/**
 * The menu the visitor orders from: the chosen location's menu for the channel; none until a
 * location is chosen. An open order's menu comes first: product ids differ per menu, and the lines
 * added must be products of the order's menu (choosing a location transfers the order to its menu).
 */
export function locationMenuId({ location, order, channel }: MenuIdSources): number | undefined {
  if (!location) return undefined;
  return order?.menu_id ?? orderMenuId(location, channel);
}

/** SPEC §4: the menu shown with no location (a fixed catering menu in catering), and the deep-link fallback. */
export const defaultMenuId = ({ channel }: Pick<MenuIdSources, 'channel'>): number =>
  channel === 'catering' ? CATERING_MENU_ID : DEFAULT_MENU_ID;

/** The stores' current values, for code that runs outside rendering (deep links, route prefetches). */
export const currentMenuIdSources = (): MenuIdSources => ({
  location: useLocationStore.getState().location,
  order: useOrderStore.getState().order,
  channel: usePreferencesStore.getState().channel,
});

export function useMenuIdSources(): MenuIdSources {
  return {
    location: useLocationStore((state) => state.location),
    order: useOrderStore((state) => state.order),
    channel: usePreferencesStore((state) => state.channel),
  };
}

/** The chosen location's menu, or undefined with no location. */
export const useLocationMenuId = (): number | undefined => locationMenuId(useMenuIdSources());

/** The chosen location's menu, else the default menu: what a visitor browses. */
export const browsingMenuId = (sources: MenuIdSources): number =>
  locationMenuId(sources) ?? defaultMenuId(sources);

/** `browsingMenuId` of the stores, kept current. */
export const useBrowsingMenuId = (): number => browsingMenuId(useMenuIdSources());
