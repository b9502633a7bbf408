import { usePageUrl } from '../../../lib/use-page-url';
import { cateringSiteUrl } from '../navigation-config';

/** Where the main site's catering landing sends a visitor, from the page's own address. */
export function useCateringSiteHref(): string {
  return cateringSiteUrl(usePageUrl());
}
