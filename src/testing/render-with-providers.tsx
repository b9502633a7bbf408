import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { IntlProvider } from 'react-intl';

/** Renders UI the way the app does (react-query + react-intl in English), with no retries so errors show at once. */
export function renderWithProviders(ui: ReactElement): RenderResult {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <IntlProvider locale="en-US" defaultLocale="en-US" messages={{}}>
        {ui}
      </IntlProvider>
    </QueryClientProvider>,
  );
}
