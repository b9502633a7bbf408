import { toRouteQuery, type RouteQuery } from '../../api/route-query';
import { browsingMenuId, locationMenuId } from '../../ordering/menu-ids';
import { menuQueryOptions } from '../../ordering/use-menu';
import { toMenuId } from '../pages/menu-id-param';
import type { RouteQueries } from '../route-data';
import type { RouteState } from '../route-state';

const menu = (menuId: number | undefined, state: RouteState): RouteQuery[] =>
  menuId === undefined ? [] : [toRouteQuery(menuQueryOptions(menuId, state.language))];

/** The chosen location's menu, else the default one: what a visitor browses. */
export const browsingMenu: RouteQueries = (state) => menu(browsingMenuId(state.menuIds), state);

/** A product page shows the product of the menu its link names (`mid`), else of the menu browsed. */
export const productMenu: RouteQueries = (state) => {
  const mid = new URLSearchParams(state.search).get('mid');
  return menu(mid === null ? browsingMenuId(state.menuIds) : toMenuId(mid), state);
};

/** The menu the address names (`/menu/:mid`). */
export const namedMenu: RouteQueries = (state) =>
  menu(state.params.mid === undefined ? undefined : toMenuId(state.params.mid), state);

/** The chosen location's menu, and none before a location is chosen (`/order`). */
export const locationMenu: RouteQueries = (state) => menu(locationMenuId(state.menuIds), state);
