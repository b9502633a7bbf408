import { isSameOrigin, parseUrlReference, sitePathOf } from './url-reference';

/**
 * Where a checked link may go, and so how it is rendered:
 * - `in-app`: a path on this site (`/menu?x#y`, or `?q` on the current page), for client navigation;
 * - `same-page`: a fragment (`#team`), a plain jump within the page;
 * - `external`: an absolute http(s) URL on another origin;
 * - `contact`: a `mailto:` or `tel:` URL.
 * `href` is always the parser's serialisation, never the CMS's text, so what was checked is what
 * the browser gets.
 */
export type SafeHref =
  | { kind: 'in-app'; href: string }
  | { kind: 'same-page'; href: string }
  | { kind: 'external'; href: string }
  | { kind: 'contact'; href: string };

export interface SafeHrefOptions {
  /** The site's origin (`window.location.origin`): absolute links to it become in-app links. */
  origin: string;
}

const WEB_PROTOCOLS = new Set(['http:', 'https:']);
const CONTACT_PROTOCOLS = new Set(['mailto:', 'tel:']);

/**
 * An allow-list check of a link from the CMS. Returns null (render the text, unlinked) for
 * anything but a site path, a same-page fragment or query, an http(s) URL, `mailto:` or `tel:`;
 * so `javascript:`, `data:`, `vbscript:`, `file:`, bare relative paths, URLs with credentials
 * (`https://brand.com@evil.com`) and anything the URL parser rejects all come back null.
 * Protocol-relative `//host/x` is read as `https://host/x`; see `parseUrlReference`.
 */
export function safeHref(href: unknown, { origin }: SafeHrefOptions): SafeHref | null {
  const reference = parseUrlReference(href, origin);
  if (!reference) return null;
  const { form, url } = reference;

  if (form === 'fragment') return url.hash ? { kind: 'same-page', href: url.hash } : null;
  if (form === 'query') {
    const query = `${url.search}${url.hash}`;
    return query ? { kind: 'in-app', href: query } : null;
  }
  if (CONTACT_PROTOCOLS.has(url.protocol)) {
    return url.href.length > url.protocol.length ? { kind: 'contact', href: url.href } : null;
  }
  if (!WEB_PROTOCOLS.has(url.protocol) || url.username || url.password) return null;
  return isSameOrigin(url, origin)
    ? { kind: 'in-app', href: sitePathOf(url) }
    : { kind: 'external', href: url.href };
}
