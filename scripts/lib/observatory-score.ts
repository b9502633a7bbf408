/**
 * Scores response headers by the MDN HTTP Observatory's published rules ("Tests and score
 * modifiers", https://developer.mozilla.org/en-US/observatory/docs/tests_and_scoring), for a page
 * served over https. Only the tests headers decide are scored: subresource integrity, redirection
 * and CORS files need the live site, and HSTS preloading needs the browsers' preload list, so they
 * count 0 here.
 */

export interface ObservatoryResult {
  test: string;
  result: string;
  modifier: number;
}

export interface ObservatoryScore {
  score: number;
  results: ObservatoryResult[];
}

type Headers = Readonly<Record<string, string | undefined>>;

const DANGEROUSLY_BROAD = new Set([
  'ftp:',
  'http:',
  'https:',
  '*',
  'http://*',
  'http://*.*',
  'https://*',
  'https://*.*',
]);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", 'data:']);
const isBroadOrInline = (source: string) => DANGEROUSLY_BROAD.has(source) || UNSAFE_INLINE.has(source);
const isInsecureScheme = (source: string) => source.startsWith('http:') || source.startsWith('ftp:');
const PASSIVE_DIRECTIVES = ['img-src', 'media-src'];
const NONCE_OR_HASH = /^'(?:nonce|sha256|sha384|sha512)-/;

const header = (headers: Headers, name: string): string | undefined =>
  Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];

const result = (test: string, name: string, modifier: number): ObservatoryResult => ({
  test,
  result: name,
  modifier,
});

/** A policy's directives and their sources, lower-cased; undefined when it cannot be parsed (a repeated directive). */
function parsePolicy(policy: string): Map<string, Set<string>> | undefined {
  const directives = new Map<string, Set<string>>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().toLowerCase().split(/\s+/);
    if (!name) continue;
    if (directives.has(name)) return undefined;
    directives.set(name, new Set(sources));
  }
  return directives.size > 0 ? directives : undefined;
}

function contentSecurityPolicy(headers: Headers): ObservatoryResult {
  const test = 'content-security-policy';
  const value = header(headers, 'content-security-policy');
  if (!value) return result(test, 'csp-not-implemented', -25);
  const csp = parsePolicy(value);
  if (!csp) return result(test, 'csp-header-invalid', -25);
  const fallback = (name: string) => csp.get(name) ?? csp.get('default-src') ?? new Set(['*']);
  const scriptSrc = new Set(fallback('script-src'));
  const styleSrc = new Set(fallback('style-src'));
  const objectSrc = fallback('object-src');
  // A nonce or hash makes browsers ignore 'unsafe-inline'; with 'strict-dynamic' also hosts and 'self'.
  for (const list of [scriptSrc, styleSrc]) {
    if ([...list].some((source) => NONCE_OR_HASH.test(source))) list.delete("'unsafe-inline'");
  }
  if (scriptSrc.has("'strict-dynamic'")) {
    if (![...scriptSrc].some((source) => NONCE_OR_HASH.test(source))) {
      return result(test, 'csp-header-invalid', -25);
    }
    for (const source of scriptSrc) {
      if ([...DANGEROUSLY_BROAD].some((broad) => source.startsWith(broad)) || source === "'self'") {
        scriptSrc.delete(source);
      }
    }
  }
  const activeSources = [
    ...[...csp.entries()]
      .filter(([name]) => !PASSIVE_DIRECTIVES.includes(name) && name !== 'script-src')
      .flatMap(([, sources]) => [...sources]),
    ...scriptSrc,
  ];
  const passiveSources = PASSIVE_DIRECTIVES.flatMap((name) => [
    ...(csp.get(name) ?? csp.get('default-src') ?? []),
  ]);

  if (
    [...scriptSrc].some(isBroadOrInline) ||
    [...objectSrc].some((source) => DANGEROUSLY_BROAD.has(source))
  ) {
    return result(test, 'csp-implemented-with-unsafe-inline', -20);
  }
  if (activeSources.some(isInsecureScheme)) return result(test, 'csp-implemented-with-insecure-scheme', -20);
  if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'")) {
    return result(test, 'csp-implemented-with-unsafe-eval', -10);
  }
  if (passiveSources.some(isInsecureScheme)) {
    return result(test, 'csp-implemented-with-insecure-scheme-in-passive-content-only', -10);
  }
  if ([...styleSrc].some(isBroadOrInline))
    return result(test, 'csp-implemented-with-unsafe-inline-in-style-src-only', 0);
  const defaultSrc = csp.get('default-src');
  if (defaultSrc?.size === 1 && defaultSrc.has("'none'")) {
    return result(test, 'csp-implemented-with-no-unsafe-default-src-none', 10);
  }
  return result(test, 'csp-implemented-with-no-unsafe', 5);
}

function cookies(headers: Headers): ObservatoryResult {
  const test = 'cookies';
  const value = header(headers, 'set-cookie');
  if (!value) return result(test, 'cookies-not-found', 0);
  const cookieList = value.split(/\n/).map((cookie) => cookie.toLowerCase());
  const hsts = Boolean(header(headers, 'strict-transport-security'));
  const sameSites = cookieList.map((cookie) => /;\s*samesite=([a-z]+)/.exec(cookie)?.[1]);
  if (sameSites.some((sameSite) => sameSite !== undefined && sameSite !== 'strict' && sameSite !== 'lax')) {
    return result(test, 'cookies-samesite-flag-invalid', -20);
  }
  if (!cookieList.every((cookie) => /;\s*secure\b/.test(cookie))) {
    return hsts
      ? result(test, 'cookies-without-secure-flag-but-protected-by-hsts', -5)
      : result(test, 'cookies-without-secure-flag', -20);
  }
  if (!cookieList.every((cookie) => /;\s*httponly\b/.test(cookie))) {
    return result(test, 'cookies-session-without-httponly-flag', -30);
  }
  return sameSites.every(Boolean)
    ? result(test, 'cookies-secure-with-httponly-sessions-and-samesite', 5)
    : result(test, 'cookies-secure-with-httponly-sessions', 0);
}

function crossOriginResourcePolicy(headers: Headers): ObservatoryResult {
  const test = 'cross-origin-resource-policy';
  const value = header(headers, 'cross-origin-resource-policy')?.trim().toLowerCase();
  if (value === undefined) return result(test, 'cross-origin-resource-policy-not-implemented', 0);
  if (value === 'same-origin')
    return result(test, 'cross-origin-resource-policy-implemented-with-same-origin', 10);
  if (value === 'same-site')
    return result(test, 'cross-origin-resource-policy-implemented-with-same-site', 10);
  if (value === 'cross-origin')
    return result(test, 'cross-origin-resource-policy-implemented-with-cross-origin', 0);
  return result(test, 'cross-origin-resource-policy-header-invalid', -5);
}

function referrerPolicy(headers: Headers): ObservatoryResult {
  const test = 'referrer-policy';
  const value = header(headers, 'referrer-policy');
  if (value === undefined) return result(test, 'referrer-policy-not-implemented', 0);
  const valid = new Set([
    'no-referrer',
    'same-origin',
    'strict-origin',
    'strict-origin-when-cross-origin',
    'origin',
    'origin-when-cross-origin',
    'unsafe-url',
    'no-referrer-when-downgrade',
  ]);
  // Browsers use the last policy they understand.
  const policy = value
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter((token) => valid.has(token))
    .at(-1);
  if (policy === undefined) return result(test, 'referrer-policy-header-invalid', -5);
  return ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(policy)
    ? result(test, 'referrer-policy-private', 5)
    : result(test, 'referrer-policy-unsafe', -5);
}

const SIX_MONTHS_SECONDS = 15_768_000;

function strictTransportSecurity(headers: Headers): ObservatoryResult {
  const test = 'strict-transport-security';
  const value = header(headers, 'strict-transport-security');
  if (value === undefined) return result(test, 'hsts-not-implemented', -20);
  const maxAge = /(?:^|;)\s*max-age\s*=\s*"?(\d+)"?\s*(?:;|$)/i.exec(value)?.[1];
  if (maxAge === undefined) return result(test, 'hsts-header-invalid', -20);
  return Number(maxAge) >= SIX_MONTHS_SECONDS
    ? result(test, 'hsts-implemented-max-age-at-least-six-months', 0)
    : result(test, 'hsts-implemented-max-age-less-than-six-months', -10);
}

function xContentTypeOptions(headers: Headers): ObservatoryResult {
  const test = 'x-content-type-options';
  const value = header(headers, 'x-content-type-options');
  if (value === undefined) return result(test, 'x-content-type-options-not-implemented', -5);
  return value.trim().toLowerCase() === 'nosniff'
    ? result(test, 'x-content-type-options-nosniff', 0)
    : result(test, 'x-content-type-options-header-invalid', -5);
}

function xFrameOptions(headers: Headers): ObservatoryResult {
  const test = 'x-frame-options';
  const policy = parsePolicy(header(headers, 'content-security-policy') ?? '');
  const ancestors = policy?.get('frame-ancestors');
  if (ancestors && ![...ancestors].some((source) => DANGEROUSLY_BROAD.has(source))) {
    return result(test, 'x-frame-options-implemented-via-csp', 5);
  }
  const value = header(headers, 'x-frame-options')?.trim().toLowerCase();
  if (value === undefined) return result(test, 'x-frame-options-not-implemented', -20);
  if (value === 'deny' || value === 'sameorigin')
    return result(test, 'x-frame-options-sameorigin-or-deny', 0);
  if (value.startsWith('allow-from ')) return result(test, 'x-frame-options-allow-from-origin', 0);
  return result(test, 'x-frame-options-header-invalid', -20);
}

/** Bonuses count only when the score after the penalties is an A (90) or better. */
const MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90;

export function observatoryScore(headers: Headers): ObservatoryScore {
  const results = [
    contentSecurityPolicy(headers),
    cookies(headers),
    crossOriginResourcePolicy(headers),
    referrerPolicy(headers),
    strictTransportSecurity(headers),
    xContentTypeOptions(headers),
    xFrameOptions(headers),
  ];
  const penalties = results.reduce((sum, { modifier }) => sum + Math.min(modifier, 0), 0);
  const bonuses = results.reduce((sum, { modifier }) => sum + Math.max(modifier, 0), 0);
  const afterPenalties = Math.max(0, 100 + penalties);
  const score = afterPenalties >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? afterPenalties + bonuses : afterPenalties;
  return { score, results };
}
