import { useQueries } from '@tanstack/react-query';
import { getSearchJobsQueryOptions } from '../../api/generated/endpoints/careers/careers';
import type { JobResult } from '../../api/generated/model';
import type { JobPlace } from './job-places';

/** The contract's most results per search: a town never has more openings than that. */
const RESULTS_PER_PLACE = 100;

export type JobSearchState =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; jobs: JobResult[] };

/**
 * The openings in the chosen towns: `searchJobs` by state and city, one search per town (the
 * contract filters by one town at a time), each cached on its own so adding a town asks only for it.
 */
export function useJobSearch(places: readonly JobPlace[]): JobSearchState {
  const searches = useQueries({
    queries: places.map(({ state, city }) =>
      getSearchJobsQueryOptions({ state, city, limit: RESULTS_PER_PLACE }),
    ),
  });
  if (places.length === 0) return { status: 'idle' };
  const failed = searches.filter((search) => search.isError);
  if (failed.length > 0) {
    return { status: 'error', retry: () => failed.forEach((search) => void search.refetch()) };
  }
  if (searches.some((search) => search.data === undefined)) return { status: 'pending' };
  return { status: 'ready', jobs: searches.flatMap((search) => search.data?.results ?? []) };
}
