import { Route, Switch } from 'wouter';
import '../ui/styles/global.css';
import { AppProviders } from './providers';
import { configureApi } from './configure-api';
import { HomePage } from './pages/home-page';

configureApi();

export function App() {
  return (
    <AppProviders>
      <Switch>
        <Route path="/" component={HomePage} />
      </Switch>
    </AppProviders>
  );
}
