import type { Connect, Plugin } from 'vite';
import { isScenarioIndexPath, scenarioIndexHtml } from '../../mocks/scenarios/scenario-index.ts';

/**
 * The scenario index at `/__mock/` where the backend runs in the browser: `npm run dev` and the
 * preview of a mock build. There `?scenario=` on any page starts a scenario (mocks/browser.ts), so
 * each link is the home page with it. With the mock server (the preview of a production build, a
 * QA deploy), `/__mock/` is the server's own index, reached through the proxy (mocks/server.ts).
 */
export function mockScenarioIndex(): Plugin {
  const middleware: Connect.NextHandleFunction = (incoming, outgoing, next) => {
    if (!isScenarioIndexPath((incoming.url ?? '').split('?')[0] ?? '')) {
      next();
      return;
    }
    outgoing.setHeader('content-type', 'text/html; charset=utf-8');
    outgoing.end(
      scenarioIndexHtml(
        (scenario) => `/?scenario=${encodeURIComponent(scenario.name)}`,
        'Each link opens the site with ?scenario=, which the backend in this browser keeps for the tab: signed-in scenarios sign the demo member in, the others sign out, and the data start from the scenario’s seed. The default scenario takes you back.',
      ),
    );
  };
  return {
    name: 'mock-scenario-index',
    configureServer(server) {
      server.middlewares.use(middleware);
    },
    configurePreviewServer(server) {
      if (process.env.VITE_MOCKS === 'true') server.middlewares.use(middleware);
    },
  };
}
