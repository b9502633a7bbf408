import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import spanish from '../i18n/messages/es.json';

/**
 * Renders UI the way the app does (react-query + react-intl, in English unless `locale` says
 * Spanish), with no retries so errors show at once.
 */
export function renderWithProviders(
  ui: ReactElement,
  { locale = 'en-US' }: { locale?: 'en-US' | 'es' } = {},
): RenderResult {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <IntlProvider locale={locale} defaultLocale="en-US" messages={locale === 'es' ? spanish : {}}>
        {ui}
      </IntlProvider>
    </QueryClientProvider>,
  );
}
