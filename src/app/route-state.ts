import { matchRoute } from 'wouter';
import { parse as parsePattern } from 'regexparam';
import type { Locale } from '../i18n/locales';
import { currentMenuIdSources, useMenuIdSources, type MenuIdSources } from '../ordering/menu-ids';
import {
  hasOrderingProviderToken,
  isInAppCatering,
  selectHasLocation,
  selectOrderId,
  useLocationStore,
  useOrderStore,
  usePreferencesStore,
  useSessionStore,
} from '../stores';

/**
 * What a route's data needs and guards may read: the address and the client state. The same shape
 * is read from the stores once at start-up (`readRouteState`) and kept current while rendering
 * (`useRouteState`), so a route's declaration serves both.
 */
export interface RouteState {
  path: string;
  /** The query string, without its `?`. */
  search: string;
  /** The pattern's named parameters (`/menu/:mid` → `mid`). */
  params: Readonly<Record<string, string | undefined>>;
  language: Locale;
  menuIds: MenuIdSources;
  hasLocation: boolean;
  orderId: string | undefined;
  /** Signed in with a token of the ordering provider (SPEC §3: any other is signed out, not sent). */
  signedIn: boolean;
  /** Inside the mobile app on catering (SPEC §1): the app's own pages stand in for some of the site's. */
  inAppCatering: boolean;
}

export function paramsOf(pattern: string, path: string): RouteState['params'] {
  const [, params] = matchRoute(parsePattern, pattern, path);
  return params ?? {};
}

/** The route state of the stores as they are now, for code that runs before the first render. */
export function readRouteState(pattern: string, path: string, search: string): RouteState {
  return {
    path,
    search,
    params: paramsOf(pattern, path),
    language: usePreferencesStore.getState().language,
    menuIds: currentMenuIdSources(),
    hasLocation: selectHasLocation(useLocationStore.getState()),
    orderId: selectOrderId(useOrderStore.getState()),
    signedIn: hasOrderingProviderToken(useSessionStore.getState()),
    inAppCatering: isInAppCatering(usePreferencesStore.getState().channel, search),
  };
}

/** The same, kept current: a component that reads it renders again when the stores change. */
export function useRouteState(pattern: string, path: string, search: string): RouteState {
  return {
    path,
    search,
    params: paramsOf(pattern, path),
    language: usePreferencesStore((state) => state.language),
    menuIds: useMenuIdSources(),
    hasLocation: useLocationStore(selectHasLocation),
    orderId: useOrderStore(selectOrderId),
    signedIn: useSessionStore(hasOrderingProviderToken),
    inAppCatering: isInAppCatering(
      usePreferencesStore((state) => state.channel),
      search,
    ),
  };
}
