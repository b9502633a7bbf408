/**
 * SPEC §4 "Menu link": it opens the location dialog when the location-confirmed cookie is not
 * 'true', the page is not one of the ordering pages (order, menu, checkout, locations) and a
 * location is chosen; otherwise it goes to /menu.
 */

/** The sections the Menu link never opens the dialog from (their sub-pages included). */
const ORDERING_SECTIONS = ['/order', '/menu', '/locations'] as const;

const isInSection = (path: string, section: string): boolean =>
  path === section || path.startsWith(`${section}/`);

export interface MenuLinkContext {
  /** The value of the `location-confirmed` cookie, if any. */
  locationConfirmed: string | undefined;
  /** The path of the page the link is clicked on. */
  path: string;
  hasLocation: boolean;
}

export function menuLinkOpensLocationDialog({
  locationConfirmed,
  path,
  hasLocation,
}: MenuLinkContext): boolean {
  const onOrderingPage = ORDERING_SECTIONS.some((section) => isInSection(path, section));
  return locationConfirmed !== 'true' && !onOrderingPage && hasLocation;
}
