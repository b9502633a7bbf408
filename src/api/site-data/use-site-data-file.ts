import { useQuery } from '@tanstack/react-query';
import { getGetSiteDataQueryKey } from '../generated/endpoints/content/content';
import type { SiteDataName } from '../generated/model';
import { readSiteDataFile, type SiteDataFile } from './read-site-data-file';

/** Beside the generated key: this cache entry holds the checked file (or null), not the raw answer. */
export const checkedSiteDataQueryKey = (name: SiteDataName) =>
  [...getGetSiteDataQueryKey(name), 'checked'] as const;

/**
 * A site data file for a page: `undefined` while it loads, `null` when it is broken (the reader
 * shows its built-in copy; the warning is logged once per read), else the checked file. The files
 * change with a deploy, not during a visit, and a failure is not asked for again: the built-in
 * copy serves at once.
 */
export function useSiteDataFile(name: SiteDataName): SiteDataFile | null | undefined {
  return useQuery({
    queryKey: checkedSiteDataQueryKey(name),
    queryFn: ({ signal }) => readSiteDataFile(name, signal),
    staleTime: Infinity,
    retry: false,
  }).data;
}
