import { useLocation } from 'wouter';
import { cateringSiteUrl } from '../navigation-config';

/** Where the main site's catering landing sends a visitor, from the page's own address. */
export function useCateringSiteHref(): string {
  // Re-read on navigation: the address is the input.
  useLocation();
  return cateringSiteUrl(new URL(window.location.href));
}
