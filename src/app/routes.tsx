import { Suspense, type ReactNode } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { paths } from '../config/paths';
import { HOME_STORY_SLUG, storySlugOfPath } from '../features/content/cms/story-slug';
import { usePrefetchStory } from '../features/content/cms/use-prefetch-story';
import { CONTENT_ROUTE_PATTERNS } from './content-routes';
import { ProgressIndicator } from './layout/progress-indicator';
import { SiteLayout } from './layout/site-layout';
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
  ProductPage,
  SignupPage,
} from './pages';
import { RequireLocation } from './require-location';
import { RouteErrorBoundary } from './route-error-boundary';

/** SPEC §2: a product requested with no location chosen sends the user to /locations. */
function ProductRoute() {
  return (
    <RequireLocation>
      <ProductPage />
    </RequireLocation>
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

/** The route table (SPEC §2), in one place. Every page is a lazily loaded chunk. */
export function AppRoutes() {
  const [location] = useLocation();
  return (
    <PageNavigation>
      <SiteLayout>
        <RouteErrorBoundary key={location}>
          <Suspense fallback={<ProgressIndicator />}>
            <Switch>
              <Route path={paths.home.pattern} component={HomeRoute} />
              <Route path={paths.accountLogin.pattern} component={LoginPage} />
              <Route path={paths.accountSignup.pattern} component={SignupPage} />
              <Route path={paths.orderProduct.pattern} component={ProductRoute} />
              <Route path={paths.menuProduct.pattern} component={ProductRoute} />
              <Route path={paths.menuNutrition.pattern} component={NutritionPage} />
              <Route path={paths.menu.pattern} component={MenuPage} />
              <Route path={paths.menuCategory.pattern} component={MenuPage} />
              <Route path={paths.locations.pattern} component={LocationsPage} />
              <Route path={paths.orderLocation.pattern} component={LocationsPage} />
              <Route path={paths.orderCheckout.pattern} component={CheckoutPage} />
              <Route path={paths.orderConfirm.pattern} component={OrderConfirmPage} />
              <Route path={paths.order.pattern} component={OrderMenuPage} />
              {CONTENT_ROUTE_PATTERNS.map((pattern) => (
                <Route key={pattern} path={pattern} component={ContentRoute} />
              ))}
              <Route component={NotFoundPage} />
            </Switch>
          </Suspense>
        </RouteErrorBoundary>
      </SiteLayout>
    </PageNavigation>
  );
}
