import { Suspense } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { paths } from '../config/paths';
import { PageNavigation } from './page-navigation';
import { HomePage, NotFoundPage } from './pages';
import { RouteErrorBoundary } from './route-error-boundary';

/** The route table (SPEC §2). Paths not built yet fall through to the 404 page. */
export function AppRoutes() {
  const [location] = useLocation();
  return (
    <PageNavigation>
      <RouteErrorBoundary key={location}>
        <Suspense fallback={null}>
          <Switch>
            <Route path={paths.home.pattern} component={HomePage} />
            <Route component={NotFoundPage} />
          </Switch>
        </Suspense>
      </RouteErrorBoundary>
    </PageNavigation>
  );
}
