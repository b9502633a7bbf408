/**
 * The few first-party cookies the site reads and writes (SPEC §9), on `document.cookie`. Every
 * cookie is written for the whole site (`path=/`), is not sent on cross-site requests
 * (`SameSite=Lax`) and, on an https page, is never sent over plain http (`Secure`). Values are URI-encoded, so any text round-trips. Nothing here throws: a
 * browser that refuses cookies reads as "no cookie".
 */

export const COOKIE_NAMES = {
  /** `app` while the site runs inside the mobile app (SPEC §1: set by `?source=app`). */
  source: 'source',
  /** Set when a visitor leaves catering through the exit popup (SPEC §4). */
  exitCatering: 'exit-catering',
  /** `true` once the visitor ticked "Don't show me this again" in the location dialog. */
  locationConfirmed: 'location-confirmed',
  /** The chosen location's id, for servers and pages that cannot read localStorage. */
  locationId: 'location-id',
} as const;

export type CookieName = (typeof COOKIE_NAMES)[keyof typeof COOKIE_NAMES];

export interface WriteCookieOptions {
  /** Lifetime in seconds; without it the cookie ends with the browser session. */
  maxAgeSeconds?: number;
}

/** Where cookies live; `document` in the browser, a stand-in in tests. */
export interface CookieJar {
  cookie: string;
  /** The page's address: its protocol decides whether cookies are written `Secure`. */
  readonly location?: { readonly protocol: string } | null;
}

const isSecurePage = (jar: CookieJar): boolean => {
  try {
    return jar.location?.protocol === 'https:';
  } catch {
    return false;
  }
};

const defaultJar = (): CookieJar | undefined => (typeof document === 'undefined' ? undefined : document);

const decode = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    // A value another script wrote without encoding: keep it as it is.
    return value;
  }
};

/** The cookie's value, or `undefined` when it is not set. */
export function readCookie(name: CookieName, jar: CookieJar | undefined = defaultJar()): string | undefined {
  let all: string;
  try {
    all = jar?.cookie ?? '';
  } catch {
    return undefined;
  }
  for (const pair of all.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0) continue;
    if (pair.slice(0, separator).trim() === name) return decode(pair.slice(separator + 1).trim());
  }
  return undefined;
}

export function writeCookie(
  name: CookieName,
  value: string,
  { maxAgeSeconds }: WriteCookieOptions = {},
  jar: CookieJar | undefined = defaultJar(),
): void {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'path=/', 'SameSite=Lax'];
  if (maxAgeSeconds !== undefined) parts.push(`max-age=${Math.max(0, Math.floor(maxAgeSeconds))}`);
  try {
    if (jar && isSecurePage(jar)) parts.push('Secure');
    if (jar) jar.cookie = parts.join('; ');
  } catch {
    // Cookies are blocked (sandboxed frame): the site works on without them.
  }
}

export function removeCookie(name: CookieName, jar: CookieJar | undefined = defaultJar()): void {
  writeCookie(name, '', { maxAgeSeconds: 0 }, jar);
}
