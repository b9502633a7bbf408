import type { ReactElement, ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { render, renderHook, type RenderHookResult, type RenderResult } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from '../api/query-client';
import { AppProviders } from '../app/providers';
import type { Locale } from '../i18n/locales';
import { usePreferencesStore } from '../stores';

export interface ProviderOptions {
  /** Where the router starts: a path, optionally with a query (`/locations?mode=pickup`). */
  path?: string;
  /** The visitor's language; Spanish shows once its messages have loaded, as in the app. */
  locale?: Locale;
  /** A client the test has already filled; a fresh one otherwise. */
  queryClient?: QueryClient;
}

/** The memory router a test renders in: where the page is, where it has been, and a way to go on. */
export interface TestRouter {
  /** The current path with its query. */
  path: () => string;
  /** Every path visited, the first being where the test started. */
  history: string[];
  navigate: (to: string, options?: { replace?: boolean }) => void;
}

interface TestProviders {
  wrapper: (props: { children: ReactNode }) => ReactElement;
  queryClient: QueryClient;
  router: TestRouter;
}

/** The app's query defaults, without retries: a failed call shows its error at once. */
export function createTestQueryClient(): QueryClient {
  const queryClient = createQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({
    queries: { ...defaults.queries, retry: false },
    mutations: { ...defaults.mutations, retry: false },
  });
  return queryClient;
}

function testProviders({
  path = '/',
  locale = 'en-US',
  queryClient = createTestQueryClient(),
}: ProviderOptions): TestProviders {
  const memory = memoryLocation({ path, record: true });
  const router: TestRouter = {
    path: () => memory.history.at(-1) ?? path,
    history: memory.history,
    navigate: memory.navigate,
  };
  // The app's providers take the language from the preferences store, as the visitor's choice.
  usePreferencesStore.setState({ language: locale });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders queryClient={queryClient}>
      <Router hook={memory.hook} searchHook={memory.searchHook}>
        {children}
      </Router>
    </AppProviders>
  );
  return { wrapper, queryClient, router };
}

export interface ProvidersRender extends RenderResult {
  queryClient: QueryClient;
  router: TestRouter;
}

/**
 * Renders UI inside the app's providers (its query defaults without retries, react-intl in the
 * store's language) and a memory router at `path`.
 */
export function renderWithProviders(ui: ReactElement, options: ProviderOptions = {}): ProvidersRender {
  const { wrapper, queryClient, router } = testProviders(options);
  const view: RenderResult = render(ui, { wrapper });
  return { ...view, queryClient, router };
}

/** A hook rendered inside the same providers as `renderWithProviders`. */
export function renderHookWithProviders<Result>(
  hook: () => Result,
  options: ProviderOptions = {},
): RenderHookResult<Result, unknown> & { queryClient: QueryClient; router: TestRouter } {
  const { wrapper, queryClient, router } = testProviders(options);
  return { ...renderHook(hook, { wrapper }), queryClient, router };
}
