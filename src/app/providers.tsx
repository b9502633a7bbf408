import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../api/query-client';
import { I18nProvider } from '../i18n/i18n-provider';
import { toSupportedLocale } from '../i18n/locales';

const initialLocale = () => toSupportedLocale(new URLSearchParams(window.location.search).get('lang'));

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [locale] = useState(initialLocale);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider locale={locale}>{children}</I18nProvider>
    </QueryClientProvider>
  );
}
