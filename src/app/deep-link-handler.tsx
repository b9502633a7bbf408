import { useDeepLinks } from '../features/menu/deep-link/use-deep-links';

/** SPEC §4: a `?product=` or `?store=` deep link works on any page of the site. */
export function DeepLinkHandler() {
  useDeepLinks();
  return null;
}
