import { isSameOrigin, parseUrlReference, sitePathOf } from './url-reference';

export interface SafeImageSrcOptions {
  /** The site's origin (`window.location.origin`). */
  origin: string;
}

/**
 * An image source from the CMS that may be loaded: a path on this site, or an https URL (the
 * CMS's asset host, a CDN). Returns null for anything else: `http:` elsewhere (mixed content),
 * `data:`, `blob:`, `javascript:`, fragments, queries, bare relative paths, credentials, unparsable.
 */
export function safeImageSrc(src: unknown, { origin }: SafeImageSrcOptions): string | null {
  const reference = parseUrlReference(src, origin);
  if (!reference || reference.form === 'fragment' || reference.form === 'query') return null;
  const { url } = reference;
  if (url.username || url.password) return null;
  if (isSameOrigin(url, origin)) return sitePathOf(url);
  return url.protocol === 'https:' ? url.href : null;
}
