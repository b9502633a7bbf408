import { z } from 'zod';
import type { SiteData, SiteDataName, SiteLink } from '../../src/api/generated/model';
import { getGetSiteDataMockHandler } from '../../src/api/generated/endpoints/content/content.msw';
import { GetSiteDataParams, GetSiteDataResponse } from '../../src/api/generated/zod/content/content.zod';
import categories from '../../public/_data/categories.json';
import locations from '../../public/_data/locations.json';
import navigationCatering from '../../public/_data/navigation-catering.json';
import navigationDefault from '../../public/_data/navigation-default.json';
import orderStatuses from '../../public/_data/order-statuses.json';
import products from '../../public/_data/products.json';
import topBanner from '../../public/_data/top-banner.json';
import { fail } from './http';

/**
 * Site data files (`/_data/{name}.json`). The site's real static files in `public/_data/` are the
 * one source: the browser gets them as files (this handler is left out of the worker there), and
 * vitest and the standalone mock server answer the same files through this handler. Each is
 * checked against the contract when the mock loads, so a file that breaks it fails every test.
 */
/** The generated schema stops at the first level of a navigation link; nested links are checked here. */
const siteLinkSchema: z.ZodType<SiteLink> = z.lazy(() =>
  z.object({
    label: z.string().min(1),
    label__i18n__es: z.string().min(1).optional(),
    url: z.string(),
    external: z.boolean().optional(),
    children: z.array(siteLinkSchema).optional(),
  }),
);

function siteDataFile(file: unknown): SiteData {
  const { links, ...data } = GetSiteDataResponse.parse(file);
  return links ? { ...data, links: z.array(siteLinkSchema).parse(links) } : data;
}

export const SITE_DATA_FILES: Record<SiteDataName, SiteData> = {
  locations: siteDataFile(locations),
  products: siteDataFile(products),
  'top-banner': siteDataFile(topBanner),
  categories: siteDataFile(categories),
  'order-statuses': siteDataFile(orderStatuses),
  'navigation-default': siteDataFile(navigationDefault),
  'navigation-catering': siteDataFile(navigationCatering),
};

const getSiteData = getGetSiteDataMockHandler(({ params }) => {
  const parsed = GetSiteDataParams.safeParse(params);
  if (!parsed.success) fail(404, `No site data named ${String(params.name)}.`);
  return SITE_DATA_FILES[parsed.data.name];
});

export const contentHandlers = [getSiteData];
