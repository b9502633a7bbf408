import { usePageUrl } from '../../../lib/use-page-url';
import { mainSiteUrl } from '../navigation-config';

/** Where the catering site's "main site" links go, from the page's own address. */
export function useMainSiteHref(): string {
  return mainSiteUrl(usePageUrl());
}
