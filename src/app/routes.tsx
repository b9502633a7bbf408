import { Suspense, type ComponentType, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { parse as parsePattern } from 'regexparam';
import { matchRoute, Route, Switch, useLocation } from 'wouter';
import { paths } from '../config/paths';
import { getGetMemberQueryOptions } from '../api/generated/endpoints/members/members';
import { getGetOrderQueryOptions } from '../api/generated/endpoints/orders/orders';
import { cmsLanguageOf } from '../features/content/cms/cms-language';
import { storyQueryOptions } from '../features/content/cms/story-query';
import { HOME_STORY_SLUG, storySlugOfPath } from '../features/content/cms/story-slug';
import { usePrefetchStory } from '../features/content/cms/use-prefetch-story';
import { CurrentOrderPrefetch } from '../ordering/current-order-prefetch';
import {
  browsingMenuId,
  currentMenuIdSources,
  locationMenuId,
  useBrowsingMenuId,
  useLocationMenuId,
} from '../ordering/menu-ids';
import { menuQueryOptions, usePrefetchMenu } from '../ordering/use-menu';
import {
  hasOrderingProviderToken,
  selectOrderId,
  useOrderStore,
  usePreferencesStore,
  useSessionStore,
} from '../stores';
import { CONTENT_ROUTE_PATTERNS } from './content-routes';
import { ProgressIndicator } from './layout/progress-indicator';
import { SiteLayout } from './layout/site-layout';
import type { LazyPage } from './lazy-page';
import { PageNavigation } from './page-navigation';
import {
  CheckoutPage,
  ContentPage,
  HomePage,
  LocationsPage,
  LoginPage,
  MenuPage,
  NotFoundPage,
  NutritionPage,
  OrderConfirmPage,
  OrderMenuPage,
  OrderTypePage,
  ProductPage,
  SignupPage,
} from './pages';
import { RequireLocation } from './require-location';
import { RouteErrorBoundary } from './route-error-boundary';

/** Starts loading the menu `menuId` names while the page beside it loads its code. */
function MenuPrefetch({ menuId }: { menuId: number }) {
  usePrefetchMenu(menuId);
  return null;
}

/**
 * A page that reads a menu: the menu starts loading with the page's code, as a story does for a
 * content page. Without a menu id (`/order` with no location chosen) there is nothing to ask for.
 */
function MenuDataRoute({ menuId, children }: { menuId: number | undefined; children: ReactNode }) {
  return (
    <>
      {menuId !== undefined && <MenuPrefetch menuId={menuId} />}
      <Suspense fallback={<ProgressIndicator />}>{children}</Suspense>
    </>
  );
}

/** SPEC §2: a product requested with no location chosen sends the user to /locations. */
function ProductRoute() {
  return (
    <RequireLocation>
      <MenuDataRoute menuId={useBrowsingMenuId()}>
        <ProductPage />
      </MenuDataRoute>
    </RequireLocation>
  );
}

/** The menu page shows the visitor's menu: the chosen location's, else the default one. */
function MenuRoute() {
  return (
    <MenuDataRoute menuId={useBrowsingMenuId()}>
      <MenuPage />
    </MenuDataRoute>
  );
}

/** `/order` shows the chosen location's menu only. */
function OrderMenuRoute() {
  return (
    <MenuDataRoute menuId={useLocationMenuId()}>
      <OrderMenuPage />
    </MenuDataRoute>
  );
}

/**
 * The home page and the content pages read a CMS story: it starts loading with the page's code. The
 * page's own Suspense boundary lets this wrapper mount (and ask) while the code is on its way.
 */
function StoryRoute({ slug, children }: { slug: string; children: ReactNode }) {
  usePrefetchStory(slug);
  return <Suspense fallback={<ProgressIndicator />}>{children}</Suspense>;
}

function HomeRoute() {
  return (
    <StoryRoute slug={HOME_STORY_SLUG}>
      <HomePage />
    </StoryRoute>
  );
}

function ContentRoute() {
  const [path] = useLocation();
  return (
    <StoryRoute slug={storySlugOfPath(path)}>
      <ContentPage />
    </StoryRoute>
  );
}

/**
 * What a route's page reads from the server, asked for as the app starts (see `prefetchRouteData`):
 * the same queries its wrapper asks for while rendering, so whichever comes first makes the call.
 */
type DataPrefetch = (queryClient: QueryClient, path: string) => void;

interface AppRoute {
  pattern: string;
  /** The lazily loaded page the route shows, to start loading before the first render. */
  page: LazyPage<object>;
  /** What the route renders: the page itself unless it needs a wrapper (a story, a location). */
  component: ComponentType;
  data?: DataPrefetch;
}

const route = (
  pattern: string,
  page: LazyPage<object>,
  component: ComponentType = page,
  data?: DataPrefetch,
): AppRoute => ({ pattern, page, component, data });

/** A failed prefetch is left to the page, which asks again and shows the failure. */
const ignoreFailure = () => undefined;

const prefetchMenu = (queryClient: QueryClient, menuId: number | undefined) => {
  if (menuId !== undefined) queryClient.query(menuQueryOptions(menuId)).catch(ignoreFailure);
};
const browsingMenu: DataPrefetch = (queryClient) =>
  prefetchMenu(queryClient, browsingMenuId(currentMenuIdSources()));
const locationMenu: DataPrefetch = (queryClient) =>
  prefetchMenu(queryClient, locationMenuId(currentMenuIdSources()));
const story =
  (slugOfPath: (path: string) => string): DataPrefetch =>
  (queryClient, path) => {
    const language = cmsLanguageOf(usePreferencesStore.getState().language);
    queryClient.query(storyQueryOptions(slugOfPath(path), language)).catch(ignoreFailure);
  };

/** The route table (SPEC §2), in one place, in matching order. Every page is a lazily loaded chunk. */
const ROUTES: readonly AppRoute[] = [
  route(
    paths.home.pattern,
    HomePage,
    HomeRoute,
    story(() => HOME_STORY_SLUG),
  ),
  route(paths.accountLogin.pattern, LoginPage),
  route(paths.accountSignup.pattern, SignupPage),
  route(paths.orderProduct.pattern, ProductPage, ProductRoute, browsingMenu),
  route(paths.menuProduct.pattern, ProductPage, ProductRoute, browsingMenu),
  route(paths.menuNutrition.pattern, NutritionPage),
  route(paths.menu.pattern, MenuPage, MenuRoute, browsingMenu),
  route(paths.menuCategory.pattern, MenuPage),
  route(paths.locations.pattern, LocationsPage),
  route(paths.orderLocation.pattern, LocationsPage),
  route(paths.orderType.pattern, OrderTypePage),
  route(paths.orderCheckout.pattern, CheckoutPage),
  route(paths.orderConfirm.pattern, OrderConfirmPage),
  route(paths.order.pattern, OrderMenuPage, OrderMenuRoute, locationMenu),
  ...CONTENT_ROUTE_PATTERNS.map((pattern) =>
    route(pattern, ContentPage, ContentRoute, story(storySlugOfPath)),
  ),
];

const routeOfPath = (path: string): AppRoute | undefined =>
  ROUTES.find(({ pattern }) => matchRoute(parsePattern, pattern, path)[0]);

/** The page the route table shows at `path`: the first route that matches, or the 404 page. */
export function pageOfPath(path: string): LazyPage<object> {
  return routeOfPath(path)?.page ?? NotFoundPage;
}

/**
 * Asks for what the page at `path` reads from the server, and for what every page's header shows (the
 * visitor's order, whose items it counts; the member it greets), before the app's first render: the
 * calls are on their way while the page's code loads, as the first render waits for that code.
 * Whatever is cached or on its way is not asked for again when the page renders.
 */
export function prefetchRouteData(queryClient: QueryClient, path: string): void {
  const orderId = selectOrderId(useOrderStore.getState());
  if (orderId !== undefined) queryClient.query(getGetOrderQueryOptions(orderId)).catch(ignoreFailure);
  // A token from another provider is signed out at once (SPEC §3): it is not sent.
  if (hasOrderingProviderToken(useSessionStore.getState())) {
    queryClient.query(getGetMemberQueryOptions()).catch(ignoreFailure);
  }
  routeOfPath(path)?.data?.(queryClient, path);
}

/**
 * Starts loading the code of the page at `path` before the app's first render: on a cold start it is
 * on its way while the browser is still busy starting the app, instead of being asked for when the
 * render reaches the page. Settles once the code has loaded or failed to (the page shows a failure).
 */
export function preloadRoute(path: string): Promise<void> {
  return pageOfPath(path).preload();
}

export function AppRoutes() {
  const [location] = useLocation();
  return (
    <PageNavigation>
      <CurrentOrderPrefetch />
      <SiteLayout>
        <RouteErrorBoundary key={location}>
          <Suspense fallback={<ProgressIndicator />}>
            <Switch>
              {ROUTES.map(({ pattern, component }) => (
                <Route key={pattern} path={pattern} component={component} />
              ))}
              <Route component={NotFoundPage} />
            </Switch>
          </Suspense>
        </RouteErrorBoundary>
      </SiteLayout>
    </PageNavigation>
  );
}
