import { useMemo } from 'react';
import type { SearchDocument } from './search-document';
import { buildSearchIndex, searchIndex, type SearchHit } from './search-index';

/** The hits for `query` over the documents; the index is built again only when they change. */
export function useSiteSearch(documents: readonly SearchDocument[], query: string): SearchHit[] {
  const index = useMemo(() => buildSearchIndex(documents), [documents]);
  return useMemo(() => searchIndex(index, query), [index, query]);
}
