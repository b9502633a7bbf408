import type { QueryClient } from '@tanstack/react-query';
import '../ui/styles/global.css';
import './layout/app-shell.css';
import { OrderingProviderGuard } from '../features/session/components/ordering-provider-guard';
import { OrderFollowsLanguage } from '../ordering/order-follows-language';
import { PartErrorBoundary } from '../ui/error-boundary/part-error-boundary';
import { AppProviders } from './providers';
import { configureApi } from './configure-api';
import { DeepLinkHandler } from './deep-link-handler';
import { AppRoutes } from './routes';

configureApi();

export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      {/* Each of these works in the background: if one throws, the pages carry on without it. */}
      <PartErrorBoundary part="ordering provider guard">
        <OrderingProviderGuard />
      </PartErrorBoundary>
      <PartErrorBoundary part="deep link handler">
        <DeepLinkHandler />
      </PartErrorBoundary>
      <PartErrorBoundary part="order language">
        <OrderFollowsLanguage />
      </PartErrorBoundary>
      <AppRoutes />
    </AppProviders>
  );
}
