/**
 * The site's security headers, from the settings of one build. `scripts/vite/static-host-headers.ts`
 * writes them into the build's `_headers` (the file static hosts read) and `vite preview` serves that
 * file, so the deployed site and the tested one send the same headers.
 */

import { BOT_CHECK_PROVIDER } from './bot-check-provider.ts';
import { HOLD_BACK_SCRIPT_HASH } from './hold-back-script.ts';
import { paymentFormOrigin } from './payment-form-origin.ts';

/** The build settings (`VITE_*`, as `import.meta.env` sees them) that decide which origins the CSP admits. */
export type BuildEnv = Readonly<Record<string, string | boolean | undefined>>;

interface PolicySources {
  allowInlineStyles: boolean;
  botCheck: boolean;
  mapbox: boolean;
  /** The accessibility widget's origin, when the build loads one. */
  widgetOrigin: string | undefined;
  /** Braze's SDK endpoint origin, when the build has a Braze key. */
  brazeOrigin: string | undefined;
  /** The payment provider's hosted card form's origin, when the build frames one. */
  paymentFormOrigin: string | undefined;
  /** The headless CMS's origin, when the build reads it from another origin than the site's. */
  cmsOrigin: string | undefined;
}

/**
 * Where mapbox-gl fetches Mapbox's streets style, tiles, fonts and sprites, and sends its telemetry:
 * allowed only for a build with a Mapbox token (without one the map is drawn offline, from 'self').
 */
export const MAPBOX_CONNECT_ORIGINS = ['https://api.mapbox.com', 'https://events.mapbox.com'] as const;

const setting = (env: BuildEnv, name: string): string | undefined => {
  const value = env[name];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
};

/**
 * The origin of the accessibility widget's script (`VITE_ACCESSIBILITY_WIDGET_URL`): it loads its
 * script, styles, fonts and settings from there. Only an https address counts; anything else adds
 * nothing to the policy (and the browser refuses the widget).
 */
export function accessibilityWidgetOrigin(url: string | undefined): string | undefined {
  if (!url?.trim()) return undefined;
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The origin Braze's web SDK sends its requests to (content cards, events, sessions), from the SDK
 * endpoint it is given (`VITE_BRAZE_SDK_ENDPOINT`: a host such as `sdk.iad-01.braze.com`, or an
 * https address). The SDK is bundled, so no script origin is needed; its card images are https
 * (already allowed). Anything that is not a plain host or https address adds nothing.
 */
export function brazeSdkOrigin(endpoint: string | undefined): string | undefined {
  const value = endpoint?.trim();
  if (!value) return undefined;
  try {
    const parsed = new URL(/^[a-z]+:\/\//i.test(value) ? value : `https://${value}`);
    return parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The origin of an external headless CMS (`VITE_CMS_URL`): an https address, or http on a loopback
 * host as the payment form allows. A path (`/cms/v2`, the default) is the site's own origin and
 * adds nothing.
 */
export function cmsOrigin(url: string | undefined): string | undefined {
  return url?.trim().startsWith('/') ? undefined : paymentFormOrigin(url);
}

const sources = (...lists: ReadonlyArray<readonly (string | false | undefined)[]>): string =>
  lists
    .flat()
    .filter((source): source is string => Boolean(source))
    .join(' ');

/**
 * Frames: the bot-check provider's challenge, and the payment provider's hosted card form (exactly
 * its origin). With neither, `default-src 'none'` refuses every frame.
 */
function frameSources(policy: PolicySources): string[] {
  const origins = [
    ...(policy.botCheck ? BOT_CHECK_PROVIDER.frameOrigins : []),
    ...(policy.paymentFormOrigin ? [policy.paymentFormOrigin] : []),
  ];
  return origins.length > 0 ? [`frame-src ${origins.join(' ')}`] : [];
}

/** Deny by default: each kind of resource names exactly the origins this build needs for it. */
const contentSecurityPolicy = (policy: PolicySources) =>
  [
    "default-src 'none'",
    // No inline or eval script: every script is a file from this origin (or the bot-check provider's,
    // or the accessibility widget's), but for the prerendered pages' hold-back, admitted by its digest.
    `script-src ${sources(["'self'", HOLD_BACK_SCRIPT_HASH], policy.botCheck ? BOT_CHECK_PROVIDER.scriptOrigins : [], [policy.widgetOrigin])}`,
    `style-src ${sources(["'self'", policy.allowInlineStyles && "'unsafe-inline'", policy.widgetOrigin])}`,
    // Product, CMS and content-card pictures come from https CDNs; mapbox-gl draws its sprites from blob:.
    `img-src ${sources(["'self'", 'data:', 'https:', policy.mapbox && 'blob:'])}`,
    `font-src ${sources(["'self'", policy.widgetOrigin])}`,
    `connect-src ${sources(["'self'"], policy.mapbox ? MAPBOX_CONNECT_ORIGINS : [], [
      policy.cmsOrigin,
      policy.widgetOrigin,
      policy.brazeOrigin,
    ])}`,
    // The app's own service worker (/sw.js); blob: for workers that libraries build at run time.
    "worker-src 'self' blob:",
    ...frameSources(policy),
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

/**
 * The headers of a build with these settings: `VITE_BOT_CHECK_SITE_KEY` lets the bot-check provider's
 * script and frame in, `VITE_MAPBOX_TOKEN` lets mapbox-gl reach Mapbox, `VITE_CMS_URL` (an absolute
 * address) lets the CMS be read, `VITE_BRAZE_API_KEY` with `VITE_BRAZE_SDK_ENDPOINT` lets Braze's SDK
 * reach its endpoint, `VITE_PAYMENT_FORM_URL` lets the hosted card form's origin be framed, and
 * `VITE_ACCESSIBILITY_WIDGET_URL` lets the widget's origin in. `allowInlineStyles` is for mock builds
 * only, whose developer panel styles itself inline; the production site has no inline styles.
 */
export function securityHeaders(
  env: BuildEnv = {},
  { allowInlineStyles = false }: { allowInlineStyles?: boolean } = {},
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy({
      allowInlineStyles,
      botCheck: setting(env, 'VITE_BOT_CHECK_SITE_KEY') !== undefined,
      mapbox: setting(env, 'VITE_MAPBOX_TOKEN') !== undefined,
      widgetOrigin: accessibilityWidgetOrigin(setting(env, 'VITE_ACCESSIBILITY_WIDGET_URL')),
      brazeOrigin: setting(env, 'VITE_BRAZE_API_KEY')
        ? brazeSdkOrigin(setting(env, 'VITE_BRAZE_SDK_ENDPOINT'))
        : undefined,
      paymentFormOrigin: paymentFormOrigin(setting(env, 'VITE_PAYMENT_FORM_URL')),
      cmsOrigin: cmsOrigin(setting(env, 'VITE_CMS_URL')),
    }),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'geolocation=(self), camera=(), microphone=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    // Our files are for our pages only: no other site may embed or read them (no-cors loads).
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
}

/**
 * How long a static host lets browsers keep the build's hashed files (`/assets/*`): a file's name
 * changes with its content, so a year, without asking again. Other paths keep the host's default
 * (the page itself is asked for anew, so a deploy shows at once).
 */
export const HASHED_ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** One rule of a `_headers` file: a path pattern and the headers sent for the paths it matches. */
export interface HeaderRule {
  pattern: string;
  headers: Record<string, string>;
}

/** The security headers on every path, and the long cache on the hashed files. */
export const staticHostHeaderRules = (headers: Record<string, string>): HeaderRule[] => [
  { pattern: '/*', headers },
  { pattern: '/assets/*', headers: { 'Cache-Control': HASHED_ASSET_CACHE_CONTROL } },
];

/** The `_headers` file of static hosts (Netlify, Cloudflare Pages) for these rules. */
export function headersFile(rules: readonly HeaderRule[]): string {
  return [
    '# Written by the build (scripts/vite/static-host-headers.ts) from its settings',
    ...rules.flatMap(({ pattern, headers }) => [
      pattern,
      ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
    ]),
    '',
  ].join('\n');
}

/** Reads a `_headers` file back into its rules (comments and blank lines skipped). */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: {} });
      continue;
    }
    const separator = line.indexOf(':');
    const rule = rules.at(-1);
    if (rule && separator > 0)
      rule.headers[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
  }
  return rules;
}

/** Whether a `_headers` pattern (a path, `*` matching any run of characters) matches a path. */
export function matchesHeaderPattern(pattern: string, path: string): boolean {
  const expression = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${expression}$`).test(path);
}
