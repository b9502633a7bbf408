import { useLocation } from 'wouter';
import { mainSiteUrl } from '../navigation-config';

/** Where the catering site's "main site" links go, from the page's own address. */
export function useMainSiteHref(): string {
  // Re-read on navigation: the address is the input.
  useLocation();
  return mainSiteUrl(new URL(window.location.href));
}
