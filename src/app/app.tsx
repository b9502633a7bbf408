import type { QueryClient } from '@tanstack/react-query';
import '../ui/styles/global.css';
import './layout/held-back.css';
import { OrderingProviderGuard } from '../features/session/components/ordering-provider-guard';
import { LiveAnnouncer } from '../ui/announcer/live-announcer';
import { OrderFollowsLanguage } from '../ordering/order-follows-language';
import { AppProviders } from './providers';
import { configureApi } from './configure-api';
import { DeepLinkHandler } from './deep-link-handler';
import { RouteErrorBoundary } from './route-error-boundary';
import { StoredQueriesKeeper } from './stored-queries/stored-queries-keeper';
import { AppRoutes } from './routes';

configureApi();

const leaveOut = () => null;

export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      {/* These work in the background: should one throw, the pages carry on without them. */}
      <RouteErrorBoundary fallback={leaveOut}>
        <OrderingProviderGuard />
        <DeepLinkHandler />
        <OrderFollowsLanguage />
        <StoredQueriesKeeper />
      </RouteErrorBoundary>
      <AppRoutes />
      <LiveAnnouncer />
    </AppProviders>
  );
}
