/**
 * The site's security headers, defined once: `vite preview` sends them and
 * `scripts/write-static-headers.ts` writes them into `public/_headers` for a static host.
 */

import { BOT_CHECK_PROVIDER } from './bot-check-provider.ts';
import { paymentFormOrigin } from './payment-form-origin.ts';

interface PolicyOptions {
  allowInlineStyles: boolean;
  allowBotCheck: boolean;
  allowMapbox: boolean;
  /** The accessibility widget's origin, when the build loads one. */
  widgetOrigin: string | undefined;
  /** Braze's SDK endpoint origin, when the build has a Braze key. */
  brazeOrigin: string | undefined;
  /** The payment provider's hosted card form's origin, when the build frames one. */
  paymentFormOrigin: string | undefined;
}

/**
 * Where mapbox-gl fetches Mapbox's streets style, tiles, fonts and sprites, and sends its telemetry:
 * allowed only for a build with a Mapbox token (without one the map is drawn offline, from 'self').
 */
export const MAPBOX_CONNECT_ORIGINS = ['https://api.mapbox.com', 'https://events.mapbox.com'] as const;

/** The bot-check provider's origins join the policy only for a build that uses it (a site key is set). */
const botCheckSources = (allowBotCheck: boolean, origins: readonly string[]) =>
  allowBotCheck ? ` ${origins.join(' ')}` : '';

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

const widget = (origin: string | undefined) => (origin ? ` ${origin}` : '');

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
 * Frames: the bot-check provider's challenge, and the payment provider's hosted card form (exactly
 * its origin). With neither, `default-src 'self'` covers frames.
 */
function frameSources(options: PolicyOptions): string[] {
  const origins = [
    ...(options.allowBotCheck ? BOT_CHECK_PROVIDER.frameOrigins : []),
    ...(options.paymentFormOrigin ? [options.paymentFormOrigin] : []),
  ];
  return origins.length > 0 ? [`frame-src 'self' ${origins.join(' ')}`] : [];
}

const contentSecurityPolicy = (options: PolicyOptions) =>
  [
    "default-src 'self'",
    // No inline or eval script: every script is a file from this origin (or the bot-check provider's,
    // or the accessibility widget's).
    `script-src 'self'${botCheckSources(options.allowBotCheck, BOT_CHECK_PROVIDER.scriptOrigins)}${widget(options.widgetOrigin)}`,
    `style-src 'self'${options.allowInlineStyles ? " 'unsafe-inline'" : ''}${widget(options.widgetOrigin)}`,
    "img-src 'self' data: https:",
    `font-src 'self'${widget(options.widgetOrigin)}`,
    `connect-src 'self'${options.allowMapbox ? ` ${MAPBOX_CONNECT_ORIGINS.join(' ')}` : ''}${widget(options.widgetOrigin)}${widget(options.brazeOrigin)}`,
    // The app's own service worker (/sw.js); blob: for workers that libraries build at run time.
    "worker-src 'self' blob:",
    ...frameSources(options),
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

/** A build has the bot-check provider when its site key is set in the environment of the build. */
const hasBotCheckSiteKey = (): boolean =>
  typeof process !== 'undefined' && Boolean(process.env.VITE_BOT_CHECK_SITE_KEY);

/** A build draws its maps with Mapbox when a Mapbox token is set in the environment of the build. */
const hasMapboxToken = (): boolean =>
  typeof process !== 'undefined' && Boolean(process.env.VITE_MAPBOX_TOKEN?.trim());

/** Braze's SDK endpoint of a build with a Braze key (both settings, as the engagement adapter needs). */
const configuredBrazeEndpoint = (): string | undefined =>
  typeof process !== 'undefined' && process.env.VITE_BRAZE_API_KEY?.trim()
    ? process.env.VITE_BRAZE_SDK_ENDPOINT
    : undefined;

/** The hosted card form a build frames, from the environment of the build. */
const configuredPaymentFormUrl = (): string | undefined =>
  typeof process !== 'undefined' ? process.env.VITE_PAYMENT_FORM_URL : undefined;

/** The accessibility widget a build loads, from the environment of the build. */
const configuredWidgetUrl = (): string | undefined =>
  typeof process !== 'undefined' ? process.env.VITE_ACCESSIBILITY_WIDGET_URL : undefined;

/**
 * `allowInlineStyles` is for mock builds only, whose developer panel styles itself inline; the
 * production site has no inline styles. `allowBotCheck` (default: whether `VITE_BOT_CHECK_SITE_KEY`
 * is set) lets the bot-check provider's script and frame in; `allowMapbox` (default: whether
 * `VITE_MAPBOX_TOKEN` is set) lets mapbox-gl reach Mapbox; `accessibilityWidgetUrl` (default:
 * `VITE_ACCESSIBILITY_WIDGET_URL`) lets the widget's origin in; `brazeSdkEndpoint` (default:
 * `VITE_BRAZE_SDK_ENDPOINT` when `VITE_BRAZE_API_KEY` is set) lets Braze's web SDK reach its endpoint;
 * `paymentFormUrl` (default: `VITE_PAYMENT_FORM_URL`) lets the hosted card form's origin be framed.
 */
export function securityHeaders(
  options: {
    allowInlineStyles?: boolean;
    allowBotCheck?: boolean;
    allowMapbox?: boolean;
    accessibilityWidgetUrl?: string;
    brazeSdkEndpoint?: string;
    paymentFormUrl?: string;
  } = {},
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy({
      allowInlineStyles: options.allowInlineStyles ?? false,
      allowBotCheck: options.allowBotCheck ?? hasBotCheckSiteKey(),
      allowMapbox: options.allowMapbox ?? hasMapboxToken(),
      widgetOrigin: accessibilityWidgetOrigin(options.accessibilityWidgetUrl ?? configuredWidgetUrl()),
      brazeOrigin: brazeSdkOrigin(options.brazeSdkEndpoint ?? configuredBrazeEndpoint()),
      paymentFormOrigin: paymentFormOrigin(options.paymentFormUrl ?? configuredPaymentFormUrl()),
    }),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'geolocation=(self), camera=(), microphone=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/**
 * How long a static host lets browsers keep the build's hashed files (`/assets/*`): a file's name
 * changes with its content, so a year, without asking again. Other paths keep the host's default
 * (the page itself is asked for anew, so a deploy shows at once).
 */
export const HASHED_ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * The `_headers` file of static hosts (Netlify, Cloudflare Pages): the security headers on every
 * path, and the long cache on the hashed files.
 */
export function staticHostHeadersFile(): string {
  const lines = Object.entries(securityHeaders()).map(([name, value]) => `  ${name}: ${value}`);
  return [
    '# Generated by scripts/write-static-headers.ts from src/config/security-headers.ts',
    '/*',
    ...lines,
    '/assets/*',
    `  Cache-Control: ${HASHED_ASSET_CACHE_CONTROL}`,
    '',
  ].join('\n');
}
