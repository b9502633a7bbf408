/**
 * Where the site is published (`VITE_SITE_URL`), for canonical addresses, previews and the sitemap.
 * Without it, the address `npm run preview` serves, so an offline build stays self-consistent.
 */
export const SITE_URL: string = (import.meta.env?.VITE_SITE_URL ?? 'http://127.0.0.1:4173').replace(
  /\/+$/,
  '',
);

/** An absolute address on the site for a path such as `/about`. */
export const siteUrlOf = (path: string): string => new URL(path, `${SITE_URL}/`).href;
