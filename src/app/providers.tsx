import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../api/query-client';
import { I18nProvider } from '../i18n/i18n-provider';
import { usePreferencesStore } from '../stores';

/**
 * The app's providers. The language comes from the preferences store, the single source of truth: it
 * holds the visitor's stored choice, or the one an initial `?lang=` forced (SPEC §4). `queryClient`:
 * one the start-up has already asked calls through (a new one otherwise).
 */
export function AppProviders({
  queryClient: given,
  children,
}: {
  queryClient?: QueryClient;
  children: ReactNode;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  const language = usePreferencesStore((state) => state.language);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider locale={language}>{children}</I18nProvider>
    </QueryClientProvider>
  );
}
