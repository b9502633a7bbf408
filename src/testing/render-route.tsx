import { AppRoutes } from '../app/routes';
import { renderWithProviders, type ProviderOptions, type ProvidersRender } from './render-with-providers';

/** Renders the app's route table at `path` (which may carry a query), inside the app's providers. */
export function renderRoute(path: string, options: Omit<ProviderOptions, 'path'> = {}): ProvidersRender {
  return renderWithProviders(<AppRoutes />, { ...options, path });
}
