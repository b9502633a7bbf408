import type { QueryClient } from '@tanstack/react-query';
import '../ui/styles/global.css';
import './layout/app-shell.css';
import { OrderingProviderGuard } from '../features/session/components/ordering-provider-guard';
import { OrderFollowsLanguage } from '../ordering/order-follows-language';
import { AppProviders } from './providers';
import { configureApi } from './configure-api';
import { DeepLinkHandler } from './deep-link-handler';
import { AppRoutes } from './routes';

configureApi();

export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      <OrderingProviderGuard />
      <DeepLinkHandler />
      <OrderFollowsLanguage />
      <AppRoutes />
    </AppProviders>
  );
}
