/** Long enough for any route of the site with its query; longer input is not a path we produced. */
const MAX_REDIRECT_LENGTH = 2048;
/** A placeholder origin: a path is same-origin when resolving it against any origin keeps that origin. */
const PROBE_ORIGIN = 'https://same-origin.invalid';

/**
 * Browsers ignore tabs and newlines inside URLs and read `\` as `/`, so `/\evil.com` and
 * `/\t/evil.com` would leave the site; whitespace and control characters have no place in our paths.
 */
const hasSpaceOrControlCharacter = (path: string): boolean =>
  /\s/.test(path) || [...path].some((character) => character.charCodeAt(0) < 0x20 || character === '\u007f');

/**
 * Whether `path` may be used as the after-sign-in redirect (SPEC §4 "Session"): a path on this site
 * such as `/order/checkout?step=2`, never another origin (`//evil.com`, `https:`, `javascript:`).
 */
export function isSafeRedirect(path: unknown): path is string {
  if (typeof path !== 'string' || path.length === 0 || path.length > MAX_REDIRECT_LENGTH) return false;
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  if (path.includes('\\') || hasSpaceOrControlCharacter(path)) return false;
  try {
    return new URL(path, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}
