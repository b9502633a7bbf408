import { memo, Suspense, useEffect, useReducer, type ReactNode } from 'react';
import { hashKey, usePrefetchQuery, type QueryClient } from '@tanstack/react-query';
import { parse as parsePattern } from 'regexparam';
import { matchRoute, Route, useLocation, useSearch } from 'wouter';
import type { RouteQuery } from '../api/route-query';
import { ProgressIndicator } from './layout/progress-indicator';
import { SiteLayout } from './layout/site-layout';
import type { LazyPage } from './lazy-page';
import { PageNavigation } from './page-navigation';
import { RouteIsIndexed } from './page-head/use-page-head';
import { ErrorPage } from './pages/error-page';
import { NotFoundPage } from './pages';
import { checkGuards, GuardRedirect } from './route-guards';
import type { RouteData } from './route-data';
import { RouteErrorBoundary } from './route-error-boundary';
import { readRouteState, useRouteState, type RouteState } from './route-state';
import { frameData, ROUTES, type AppRoute } from './route-table';

/** The first route of the table that matches `path`, if any. */
export const routeOfPath = (path: string, routes: readonly AppRoute[] = ROUTES): AppRoute | undefined =>
  routes.find(({ pattern }) => matchRoute(parsePattern, pattern, path)[0]);

/** The page the route table shows at `path`: the first route that matches, or the 404 page. */
export function pageOfPath(path: string): LazyPage<object> {
  return routeOfPath(path)?.page ?? NotFoundPage;
}

/**
 * The data needs of a route's page, when its guards let the visitor see it. A route whose guards
 * cannot be checked asks for nothing: its render shows the failure.
 */
function allowedData(route: AppRoute | undefined, state: RouteState): RouteData | undefined {
  if (!route?.data) return undefined;
  try {
    return checkGuards(route.guards ?? [], state).allow ? route.data : undefined;
  } catch {
    return undefined;
  }
}

/** A failed prefetch is left to the page, which asks again and shows the failure. */
const ignoreFailure = () => undefined;

/**
 * Asks for what the page at `path` reads, and for what every page's frame reads, before the app's
 * first render, so the calls travel while the page's code loads. What is cached or on its way is not
 * asked for again when the page renders. Settles once every call has been asked for: at once for
 * needs in the start code, after their module has loaded for the others.
 */
export async function prefetchRouteData(
  queryClient: QueryClient,
  path: string,
  search = '',
  routes: readonly AppRoute[] = ROUTES,
): Promise<void> {
  const route = routeOfPath(path, routes);
  const state = readRouteState(route?.pattern ?? path, path, search);
  const ask = (queries: readonly RouteQuery[]) => {
    for (const query of queries) queryClient.query(query).catch(ignoreFailure);
  };
  ask(frameData(state));
  const data = allowedData(route, state);
  if (!data) return;
  const queries = data.loaded ?? (await data.load().catch(ignoreFailure));
  try {
    ask(queries?.(state) ?? []);
  } catch {
    // A route state its needs cannot read: the page shows the failure.
  }
}

/** Starts loading the code of the page at `path`; settles once it has loaded or failed to. */
export function preloadRoute(path: string): Promise<void> {
  return pageOfPath(path).preload();
}

function Prefetch({ query }: { query: RouteQuery }) {
  usePrefetchQuery(query);
  return null;
}

/** Asks for each query during render, so the calls start while the page's code is still loading. */
function PrefetchAll({ queries }: { queries: readonly RouteQuery[] }) {
  return queries.map((query) => <Prefetch key={hashKey(query.queryKey)} query={query} />);
}

/**
 * The page itself, memoised: the route state follows five stores, and a change the page does not
 * read (a cart line, say) should re-render the guards and prefetches, not the whole page.
 */
const RoutePage = memo(function RoutePage({ page: Page }: { page: LazyPage<object> }) {
  return (
    <Suspense fallback={<ProgressIndicator />}>
      <Page />
    </Suspense>
  );
});

/**
 * The route's data needs, asked for as it renders. Needs whose code has not loaded yet start
 * loading beside the page's code and are asked for once they arrive.
 */
function RouteDataPrefetch({ data, state }: { data: RouteData; state: RouteState }) {
  const [, loaded] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (!data.loaded) data.load().then(loaded, ignoreFailure);
  }, [data]);
  return data.loaded ? <PrefetchAll queries={data.loaded(state)} /> : null;
}

function RouteView({ route, path, search }: { route: AppRoute; path: string; search: string }) {
  const state = useRouteState(route.pattern, path, search);
  const outcome = checkGuards(route.guards ?? [], state);
  if (!outcome.allow) return <GuardRedirect to={outcome.redirectTo} />;
  return (
    <RouteIsIndexed value={route.public === true}>
      {route.data && <RouteDataPrefetch data={route.data} state={state} />}
      <RoutePage page={route.page} />
    </RouteIsIndexed>
  );
}

function FrameData({ path, search }: { path: string; search: string }) {
  return <PrefetchAll queries={frameData(useRouteState(path, path, search))} />;
}

function Page({ route, path, search }: { route: AppRoute | undefined; path: string; search: string }) {
  if (route) {
    // wouter's Route gives the page its parameters (`useParams`).
    return (
      <Route path={route.pattern}>
        <RouteView route={route} path={path} search={search} />
      </Route>
    );
  }
  return (
    <Suspense fallback={<ProgressIndicator />}>
      <NotFoundPage />
    </Suspense>
  );
}

// The error page focuses its own heading: with the frame gone, there is no skip link to aim at.
const layoutFailure = () => (
  <main>
    <ErrorPage status={500} />
  </main>
);

/** The site's pages in their layout; `routes` stands in for the route table in tests. */
export function AppRoutes({ routes = ROUTES }: { routes?: readonly AppRoute[] }): ReactNode {
  const [path] = useLocation();
  const search = useSearch();
  const route = routeOfPath(path, routes);
  return (
    <PageNavigation>
      <FrameData path={path} search={search} />
      {/* The page's boundary keeps a failing page inside the frame; the outer one shows the error
          page should the frame itself fail, where React would otherwise leave a blank screen. */}
      <RouteErrorBoundary resetKey={path} fallback={layoutFailure}>
        <SiteLayout layout={route?.layout ?? 'default'}>
          <RouteErrorBoundary key={path}>
            <Page key={route?.pattern} route={route} path={path} search={search} />
          </RouteErrorBoundary>
        </SiteLayout>
      </RouteErrorBoundary>
    </PageNavigation>
  );
}
