import { resolve } from 'node:path';
import type { AppRoute } from '../../../src/app/route-table';

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
