import { skipToken, usePrefetchQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';

/**
 * react-query's `usePrefetchQuery` for a generated call's query options (`getGet…QueryOptions`):
 * the call starts during render, unless the query is cached or on its way. Those options are typed
 * for a query observer, whose `queryFn` may be `skipToken`; a prefetch takes its key, its function
 * and how long its answer stays fresh.
 */
export function usePrefetchQueryOptions<TData, TError>(
  options: UseQueryOptions<TData, TError, TData, QueryKey> & { queryKey: QueryKey },
): void {
  const { queryKey, queryFn, staleTime } = options;
  usePrefetchQuery({ queryKey, queryFn: queryFn === skipToken ? undefined : queryFn, staleTime });
}
