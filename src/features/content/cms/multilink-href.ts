import { resolveLinkHref } from '../rich-text/resolve-link-href';
import { safeHref } from '../rich-text/safe-href';
import type { Multilink } from './story-content-schema';

/**
 * The site path a CMS multilink field points to, checked like every CMS link (`safeHref`), or null
 * when it is not a page of this site: a call to action such as 'Order Now' only ever navigates in
 * place.
 */
export function multilinkSitePath(link: Multilink, origin: string): string | null {
  const href = link.linktype === 'story' ? link.cached_url : link.url || link.cached_url;
  const resolved = resolveLinkHref({
    href,
    linktype: link.linktype,
    anchor: link.anchor?.trim() || null,
    target: null,
  });
  const checked = safeHref(resolved, { origin });
  return checked?.kind === 'in-app' ? checked.href : null;
}
