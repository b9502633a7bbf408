import type { FetchQueryOptions, QueryFunction, QueryKey } from '@tanstack/react-query';

type RetryValue = FetchQueryOptions['retry'];

/**
 * A query a page reads, as the route table declares it: enough to ask for it ahead of the page
 * (at start-up or while the page's code loads) under the same key the page then reads.
 */
export interface RouteQuery {
  queryKey: QueryKey;
  queryFn: QueryFunction<unknown>;
  staleTime?: number;
  retry?: RetryValue;
}

interface QueryOptionsLike {
  queryKey: QueryKey;
  // Generated options type the function for a query observer, which may be `skipToken`.
  queryFn?: unknown;
  staleTime?: unknown;
  retry?: unknown;
}

/** A generated call's (or a hand-written) query options as a route query. */
export function toRouteQuery(options: QueryOptionsLike): RouteQuery {
  const { queryKey, queryFn, staleTime, retry } = options;
  // A disabled generated call has `skipToken` (a symbol) for its function.
  if (typeof queryFn !== 'function') {
    throw new Error(`The query ${JSON.stringify(queryKey)} has no function to ask for it ahead.`);
  }
  return {
    queryKey,
    queryFn: queryFn as QueryFunction<unknown>,
    staleTime: typeof staleTime === 'number' ? staleTime : undefined,
    retry: retry as RetryValue | undefined,
  };
}
