import { useDeepLinks } from './use-deep-links';

/** Follows the `?product=` / `?store=` deep links of SPEC §4 (loaded only once an address has one). */
export function DeepLinkFollower() {
  useDeepLinks();
  return null;
}
