import { paths } from '../../config/paths';

/**
 * Which bar shows on which page (SPEC §2). Paths are compared without a trailing slash, and a
 * "section" covers its sub-pages (`/locations` and `/locations/nc`).
 */

const withoutTrailingSlash = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') : path);

const isInSection = (path: string, section: string): boolean => {
  const normalised = withoutTrailingSlash(path);
  return normalised === section || normalised.startsWith(`${section}/`);
};

const isOneOf = (path: string, candidates: readonly string[]): boolean =>
  candidates.includes(withoutTrailingSlash(path));

const PRODUCT_PAGES = [paths.orderProduct.pattern, paths.menuProduct.pattern];
const EXPANSION_MENU_ITEMS = '/expansion-menu/items';

/** The location finder's pages: `/locations` (and below) and `/order/location`, which shows the same finder. */
export const isLocationsPage = (path: string): boolean =>
  isInSection(path, paths.locations.pattern) || isOneOf(path, [paths.orderLocation.pattern]);

export const isInboxPage = (path: string): boolean => isOneOf(path, [paths.accountInbox.pattern]);

/** SPEC §2 "Mobile bottom bar": hidden on product, checkout, items and login pages. */
export const isMobileBottomBarHidden = (path: string): boolean =>
  isOneOf(path, [...PRODUCT_PAGES, paths.orderCheckout.pattern, paths.accountLogin.pattern]) ||
  isInSection(path, EXPANSION_MENU_ITEMS);

/** SPEC §2 "Footer": hidden on locations pages and the product page. */
export const isFooterHidden = (path: string): boolean =>
  isLocationsPage(path) || isOneOf(path, PRODUCT_PAGES);

/** SPEC §2 "App-catering footer": the only pages that show the app's tab bar. */
const APP_CATERING_FOOTER_PAGES = [
  paths.home.pattern,
  paths.offers.pattern,
  paths.account.pattern,
  paths.accountSettings.pattern,
  paths.accountPayments.pattern,
  paths.accountOrderHistory.pattern,
];

export const showsAppCateringFooter = (path: string): boolean => isOneOf(path, APP_CATERING_FOOTER_PAGES);
