/**
 * How a CMS-written reference was spelled, which decides what it may become:
 * `#x` stays on the page, `?q` stays on the page's path, `/x` is a path on this site, and
 * `absolute` has a scheme (`https:`, `mailto:`) or starts `//` (protocol-relative).
 */
export type ReferenceForm = 'fragment' | 'query' | 'root-path' | 'absolute';

export interface UrlReference {
  form: ReferenceForm;
  /** Parsed by the same WHATWG parser the browser uses; callers emit its serialisation, never the input. */
  url: URL;
}

/**
 * Characters a browser drops or rewrites while parsing (tab, newline and the other C0 controls,
 * DEL, backslash), which is how `java\tscript:` and `/\evil.com` slip past naive checks. No real
 * CMS link contains them, so a reference holding one is refused rather than normalised.
 */
const isRewrittenCharacter = (code: number) => code <= 0x1f || code === 0x7f || code === 0x5c;
const hasRewrittenCharacter = (text: string) =>
  Array.from(text).some((character) => isRewrittenCharacter(character.charCodeAt(0)));
const SCHEME = /^[a-z][a-z\d+.-]*:/i;

function formOf(reference: string): ReferenceForm | null {
  if (reference.startsWith('#')) return 'fragment';
  if (reference.startsWith('?')) return 'query';
  if (reference.startsWith('//')) return 'absolute';
  if (reference.startsWith('/')) return 'root-path';
  // Bare relative references (`menu`, `../x`, `www.example.com`) depend on the current page's
  // URL, which a CMS author cannot see; they are refused rather than guessed at.
  return SCHEME.test(reference) ? 'absolute' : null;
}

/** `new URL` that reports failure as null: this module never throws on CMS input. */
function tryParse(reference: string, base?: string): URL | null {
  try {
    return new URL(reference, base);
  } catch {
    return null;
  }
}

/** The site origin as a URL, or null when there is none to resolve against (an opaque `null` origin). */
export function parseOrigin(origin: string): URL | null {
  const url = tryParse(origin);
  return url && url.origin !== 'null' ? url : null;
}

/**
 * Parses an untrusted reference the way the browser will, or returns null when it is empty,
 * holds a character browsers rewrite, is a bare relative path, or does not parse. Protocol-relative
 * references (`//host/x`) are read as `https:` whatever the site's own scheme, so they can only
 * ever become an https link to whatever host they name.
 */
export function parseUrlReference(reference: unknown, origin: string): UrlReference | null {
  if (typeof reference !== 'string') return null;
  const trimmed = reference.trim();
  if (!trimmed || hasRewrittenCharacter(trimmed)) return null;
  const form = formOf(trimmed);
  if (!form) return null;
  if (form === 'absolute') {
    const url = tryParse(trimmed.startsWith('//') ? `https:${trimmed}` : trimmed);
    return url && { form, url };
  }
  const base = parseOrigin(origin);
  const url = base && tryParse(trimmed, base.origin);
  return url && { form, url };
}

/**
 * Whether a URL is a page of the site's own origin (scheme, host and port all equal). The scheme
 * is compared as well: `blob:https://site/…` reports the site's origin but is not one of its pages.
 */
export function isSameOrigin(url: URL, origin: string): boolean {
  const site = parseOrigin(origin);
  return site !== null && url.protocol === site.protocol && url.origin === site.origin;
}

/**
 * Path, query and fragment of a same-origin URL, to hand to the in-app router. Leading slashes
 * collapse to one: `/.//evil.com` parses to the path `//evil.com`, which a browser would read
 * as a link to another host.
 */
export function sitePathOf(url: URL): string {
  return `${url.pathname.replace(/^\/+/, '/')}${url.search}${url.hash}`;
}
