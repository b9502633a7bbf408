import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

const RETRYABLE_QUERY_ATTEMPTS = 1;

/** One place for query defaults: server data lives here, never copied into client state. */
export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors (4xx) will not change by asking again; network and 5xx failures may.
        retry: (failureCount, error) =>
          failureCount < RETRYABLE_QUERY_ATTEMPTS &&
          !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
