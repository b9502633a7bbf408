import { Suspense } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { paths } from '../config/paths';
import { CONTENT_ROUTE_PATTERNS } from './content-routes';
import { SiteLayout } from './layout/site-layout';
import { PageNavigation } from './page-navigation';
import { ContentPage, HomePage, LoginPage, NotFoundPage, SignupPage } from './pages';
import { RequireLocation } from './require-location';
import { RouteErrorBoundary } from './route-error-boundary';

/** The ordering pages come with the ordering work; until then a chosen location still gets the 404 page. */
function ProductRoute() {
  return (
    <RequireLocation>
      <NotFoundPage />
    </RequireLocation>
  );
}

/** The route table (SPEC §2), in one place. Every page is a lazily loaded chunk. */
export function AppRoutes() {
  const [location] = useLocation();
  return (
    <PageNavigation>
      <SiteLayout>
        <RouteErrorBoundary key={location}>
          <Suspense fallback={null}>
            <Switch>
              <Route path={paths.home.pattern} component={HomePage} />
              <Route path={paths.accountLogin.pattern} component={LoginPage} />
              <Route path={paths.accountSignup.pattern} component={SignupPage} />
              <Route path={paths.orderProduct.pattern} component={ProductRoute} />
              <Route path={paths.menuProduct.pattern} component={ProductRoute} />
              {CONTENT_ROUTE_PATTERNS.map((pattern) => (
                <Route key={pattern} path={pattern} component={ContentPage} />
              ))}
              <Route component={NotFoundPage} />
            </Switch>
          </Suspense>
        </RouteErrorBoundary>
      </SiteLayout>
    </PageNavigation>
  );
}
