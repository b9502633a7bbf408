import '../ui/styles/global.css';
import { AppProviders } from './providers';
import { configureApi } from './configure-api';
import { AppRoutes } from './routes';

configureApi();

export function App() {
  return (
    <AppProviders>
      <AppRoutes />
    </AppProviders>
  );
}
