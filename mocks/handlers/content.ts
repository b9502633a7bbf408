import type { SiteData, SiteDataName } from '../../src/api/generated/model';
import { getGetSiteDataMockHandler } from '../../src/api/generated/endpoints/content/content.msw';
import { GetSiteDataParams } from '../../src/api/generated/zod/content/content.zod';
import { fail } from './http';

/**
 * Site data files (`/_data/{name}.json`). In the browser the real static files in `public/_data/`
 * should answer (leave this handler out of the worker there); this small table of defaults answers
 * in vitest and the standalone mock server.
 */

const link = (label: string, url: string, external = false) => ({ label, url, external });

export const SITE_DATA_DEFAULTS: Record<SiteDataName, SiteData> = {
  locations: {
    slug: 'locations',
    name: 'Locations',
    entries: [
      { state: 'NC', name: 'North Carolina', coming_soon: false },
      { state: 'LA', name: 'Louisiana', coming_soon: false },
      { state: 'TX', name: 'Texas', coming_soon: true },
    ],
  },
  products: {
    slug: 'products',
    name: 'Products',
    entries: [
      { sku: 'tenders-3pc', name: '3-Piece Tenders', slug: '3-piece-tenders' },
      { sku: 'biscuit', name: 'Buttermilk Biscuit', slug: 'buttermilk-biscuit' },
    ],
  },
  'top-banner': {
    slug: 'top-banner',
    name: 'Top banner',
    entries: [{ text: 'Order ahead and skip the line.', url: '/order', active: true }],
  },
  categories: {
    slug: 'categories',
    name: 'Categories',
    entries: [
      { name: 'Chicken', slug: 'chicken' },
      { name: 'Sides', slug: 'sides' },
      { name: 'Drinks', slug: 'drinks' },
    ],
  },
  'order-statuses': {
    slug: 'order-statuses',
    name: 'Order statuses',
    delivery_statuses: [
      { status: 'received', label: 'Order received' },
      { status: 'in_progress', label: 'Being prepared' },
      { status: 'ready', label: 'Ready for pickup' },
      { status: 'out_for_delivery', label: 'On the way' },
      { status: 'completed', label: 'Delivered' },
      { status: 'cancelled', label: 'Cancelled' },
    ],
  },
  'navigation-default': {
    slug: 'navigation-default',
    name: 'Main navigation',
    links: [
      link('Menu', '/menu'),
      link('Locations', '/locations'),
      link('Offers', '/offers'),
      link('Careers', '/careers'),
      link('About Us', '/about'),
      link('Catering', '/catering'),
    ],
  },
  'navigation-catering': {
    slug: 'navigation-catering',
    name: 'Catering navigation',
    links: [
      link('Catering Menu', '/#catering-menu'),
      link('Locations', '/locations'),
      link('Bo Time Moments', '/bo-time-moments'),
      link('Careers', '/careers'),
      link('About Us', '/about'),
    ],
  },
};

const getSiteData = getGetSiteDataMockHandler(({ params }) => {
  const parsed = GetSiteDataParams.safeParse(params);
  if (!parsed.success) fail(404, `No site data named ${String(params.name)}.`);
  return SITE_DATA_DEFAULTS[parsed.data.name];
});

export const contentHandlers = [getSiteData];
