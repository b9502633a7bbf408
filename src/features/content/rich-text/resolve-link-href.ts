import type { LinkAttrs } from './rich-text-types';

const MAILTO = /^mailto:/i;
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;
/** Authors often paste a host without its scheme; it cannot be anything but a web address. */
const BARE_WWW_HOST = /^www\./i;

const withAnchor = (href: string, anchor: string | null) =>
  anchor && !href.includes('#') ? `${href}#${anchor}` : href;

/**
 * Turns a CMS link mark into the reference it means, before any safety check (`safeHref` does
 * that): e-mail links get `mailto:`, story links are site paths (Storyblok may omit the leading
 * slash) plus their anchor, and `www.` hosts get `https://`. Nothing here can make a refused
 * reference acceptable: prefixes only ever turn text into `mailto:`, `https:` or a site path.
 */
export function resolveLinkHref({ href, linktype, anchor }: LinkAttrs): string {
  const trimmed = href.trim();
  switch (linktype) {
    case 'email':
      return !trimmed || MAILTO.test(trimmed) ? trimmed : `mailto:${trimmed}`;
    case 'story': {
      if (!trimmed) return anchor ? `#${anchor}` : '';
      const isSitePath = !HAS_SCHEME.test(trimmed) && !/^[/?#]/.test(trimmed);
      return withAnchor(isSitePath ? `/${trimmed}` : trimmed, anchor);
    }
    case 'url':
      return withAnchor(BARE_WWW_HOST.test(trimmed) ? `https://${trimmed}` : trimmed, anchor);
    case 'asset':
      return trimmed;
  }
}
