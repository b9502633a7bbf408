import { resolve } from 'node:path';
import { expect, type Page } from '@playwright/test';
import type { AppRoute } from '../../../src/app/route-table';
import { MENU_IDS, SKUS } from '../../../mocks/seed/constants';

/** What a spec needs of a route: where it is and what it asks of the visitor. */
export interface RouteEntry {
  pattern: string;
  guards: readonly string[];
  layout: 'default' | 'minimal';
}

const repoRoot = resolve(import.meta.dirname, '../../..');

/**
 * The app's own route table (`src/app/route-table.ts`), so that a spec walks every route without
 * keeping a copy of the list. Its modules read `import.meta.env`, so Vite's server-side loader
 * evaluates them (no plugins are needed: the pages themselves load lazily and are not evaluated).
 */
export async function loadRouteTable(): Promise<RouteEntry[]> {
  const { createServer } = await import('vite');
  const server = await createServer({
    root: repoRoot,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { ROUTES } = (await server.ssrLoadModule('/src/app/route-table.ts')) as {
      ROUTES: readonly AppRoute[];
    };
    return ROUTES.map(({ pattern, guards = [], layout = 'default' }) => ({ pattern, guards, layout }));
  } finally {
    await server.close();
  }
}

/** Seeded values for the routes' path parameters (an optional one is left out). */
const PATH_PARAMS: Record<string, string> = {
  mid: String(MENU_IDS.regular),
  item: SKUS.cajunFiletBiscuit,
  slug: 'faq',
};

/** Seeded values for the routes that show nothing without a query of their own. */
const QUERIES: Record<string, string> = {
  '/order/product': `?id=${SKUS.cajunFiletBiscuit}`,
  '/menu/product': `?id=${SKUS.cajunFiletBiscuit}`,
  '/search': '?q=chicken',
};

/** An address of the route that shows seeded content. */
export const routeUrl = ({ pattern }: RouteEntry): string =>
  pattern
    .replace(/\/:(\w+)\?/g, '')
    .replace(/:(\w+)/g, (_, name: string) => PATH_PARAMS[name] ?? name)
    .concat(QUERIES[pattern] ?? '') || '/';

/** The route's address with `lang` (`?lang=es`) added to its query. */
export const withLanguage = (url: string, lang: 'en' | 'es'): string =>
  `${url}${url.includes('?') ? '&' : '?'}lang=${lang}`;

/**
 * Loaded: the page's heading (or message), the frame's late top alert (named `alertName` in the
 * page's language), and no spinner left.
 */
export async function expectRoutePageLoaded(page: Page, route: RouteEntry, alertName: string) {
  const main = page.getByRole('main');
  await expect(
    main
      .getByRole('heading', { level: 1 })
      .or(main.getByRole('alert').filter({ hasText: /\S/ }))
      .first(),
  ).toBeVisible();
  if (route.layout === 'default') {
    await expect(page.getByRole('region', { name: alertName })).toBeVisible();
  }
  await expect(page.locator('[role="status"][aria-label]')).toHaveCount(0);
}
