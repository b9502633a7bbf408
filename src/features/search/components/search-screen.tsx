import { useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { paths } from '../../../config/paths';
import { messages } from '../messages';
import type { SearchDocument } from '../search-document';
import { useSiteSearch } from '../use-site-search';
import { FeaturedProducts, type FeaturedProduct } from './featured-products';
import { SearchForm } from './search-form';
import { SearchResults } from './search-results';
import * as styles from './search-screen.css';

interface SearchScreenProps {
  documents: readonly SearchDocument[];
  /** The menu or the pages are still loading: nothing is counted yet. */
  loading: boolean;
  /** Shown before a search (the `products` site data file's featured products). */
  featured?: readonly FeaturedProduct[];
}

/**
 * `/search?q=…`: the form, a polite status that says how many results there are (or that there are
 * none), and the results. The words live in the address: a search can be shared, and Back returns to
 * the one before.
 */
export function SearchScreen({ documents, loading, featured = [] }: SearchScreenProps) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const query = new URLSearchParams(useSearch()).get('q')?.trim() ?? '';
  const hits = useSiteSearch(documents, query);
  const ready = query !== '' && !loading;

  const status = !query
    ? ''
    : loading
      ? intl.formatMessage(messages.loading)
      : hits.length === 0
        ? intl.formatMessage(messages.noResults, { query })
        : intl.formatMessage(messages.resultCount, { count: hits.length, query });

  return (
    <div className={styles.root}>
      {/* A new address (Back, a shared link) starts the box from its words. */}
      <SearchForm key={query} query={query} onSearch={(words) => navigate(paths.search.href(words))} />
      <p role="status" className={styles.status}>
        {status}
      </p>
      {ready && <SearchResults hits={hits} />}
      {!query && <FeaturedProducts products={featured} />}
    </div>
  );
}
