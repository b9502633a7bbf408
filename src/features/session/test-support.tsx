import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { configureHttpClient } from '../../api/http-client';
import { selectAccessToken, useLocationStore, useOrderStore, useSessionStore } from '../../stores';

/**
 * For the session feature's tests: the http client sends the session store's token (as the app
 * wires it), and each test starts signed out with no order.
 */
export function resetSessionForTest(): void {
  localStorage.clear();
  useSessionStore.getState().signOut();
  useOrderStore.getState().clearOrder();
  useLocationStore.getState().clearLocation();
  configureHttpClient({
    getAccessToken: () => selectAccessToken(useSessionStore.getState()),
    getDeviceId: () => 'device-test',
    isCatering: () => false,
  });
}

export interface SessionRender extends RenderResult {
  queryClient: QueryClient;
  /** Every path navigated to, the first being where the test started. */
  history: string[];
}

/** Renders `ui` at `path` with react-query (its client exposed), English react-intl and a memory router. */
export function renderAt(ui: ReactElement, path = '/'): SessionRender {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const memory = memoryLocation({ path, record: true });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <IntlProvider locale="en-US" defaultLocale="en-US" messages={{}}>
        <Router hook={memory.hook} searchHook={memory.searchHook}>
          {ui}
        </Router>
      </IntlProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient, history: memory.history };
}
