import { BRAND } from '../config/brand';

/**
 * SPEC §2: the managed content routes. Each renders the CMS story whose slug is the page's path
 * (an unknown slug is the 404 page). The last one is the catch-all `/{slug?}`: paths whose own
 * pages are not built yet (account area, offers, …) fall through to it.
 */
export const CONTENT_ROUTE_PATTERNS = [
  '/about/chicken-scoop/:slug?',
  '/about/:slug?',
  // The account area's help pages; the account's own pages (/account/login, …) match first.
  '/account/:slug',
  '/bo-time-moments/:slug?',
  '/chickenverse/:slug?',
  '/foundation/:slug?',
  '/franchising/:slug?',
  '/news-and-community/:slug?',
  `/welcometo${BRAND.slug}/:slug?`,
  '/biscuit-month',
  '/in-the-community',
  '/media-resources',
  '/refund',
  '/technical-support',
  '/:slug',
] as const;
