import { BRAND } from '../../config/brand';
import { CATERING_DEV_PORT } from '../../config/client-state';

/** SPEC §9: the chosen location's address is cut to 20 characters in the header and menu… */
export const ADDRESS_MAX_LENGTH = 20;
/**
 * …and to 15 in the mobile bottom bar on a phone (narrower than 600 px), where the handoff toggle
 * shares the row (SPEC §2: "15 or 20"; from 600 px it has room for the header's 20).
 */
export const BOTTOM_BAR_ADDRESS_MAX_LENGTH = 15;

/** The chain's merchandise shop, another site (SPEC §2 "Merch Store (external)"). */
export const MERCH_STORE_URL = `https://shop.${BRAND.slug}.com/`;

/** `npm run dev` serves the main site here while `npm run dev:catering` serves catering on 2001. */
const MAIN_SITE_DEV_PORT = '5173';

/**
 * Where the catering site's "main site" links go: `VITE_MAIN_SITE_URL` when the deployment sets
 * it; otherwise the page's own address with `catering.` dropped from the host name
 * (catering.example.com → example.com), or, in development, port 5173 instead of 2001.
 */
export function mainSiteUrl(
  page: URL,
  configured: string | undefined = import.meta.env.VITE_MAIN_SITE_URL,
): string {
  if (configured) return configured;
  const url = new URL('/', page.origin);
  url.hostname = url.hostname.replace(/(^|\.)catering\./i, '$1');
  if (url.port === CATERING_DEV_PORT) url.port = MAIN_SITE_DEV_PORT;
  return url.href;
}

/** Host names with no subdomain to prefix: a browser resolves `catering.localhost` to this machine. */
const LOOPBACK_HOST = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;

/**
 * Where the main site's catering landing sends a visitor: `VITE_CATERING_SITE_URL` when the
 * deployment sets it; otherwise the page's own address with `catering.` added to the host name
 * (example.com → catering.example.com, a loopback address → catering.localhost), or, in
 * development, port 2001 instead of 5173. On the catering site it is that site's own home.
 */
export function cateringSiteUrl(
  page: URL,
  configured: string | undefined = import.meta.env.VITE_CATERING_SITE_URL,
): string {
  if (configured) return configured;
  const url = new URL('/', page.origin);
  if (/(^|\.)catering\./i.test(url.hostname) || url.port === CATERING_DEV_PORT) return url.href;
  if (url.port === MAIN_SITE_DEV_PORT) url.port = CATERING_DEV_PORT;
  else url.hostname = LOOPBACK_HOST.test(url.hostname) ? 'catering.localhost' : `catering.${url.hostname}`;
  return url.href;
}

/** The accessibility widget's script; none is loaded (no request at all) when it is not configured. */
export const accessibilityWidgetUrl = (): string | undefined =>
  import.meta.env.VITE_ACCESSIBILITY_WIDGET_URL || undefined;
