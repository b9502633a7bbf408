import { useIntl } from 'react-intl';
import { paths } from '../../../config/paths';
import { Link } from '../../../ui/link/link';
import { messages } from '../messages';
import type { SearchHit } from '../search-index';
import * as styles from './search-screen.css';

/** The hits as links to the product or page, each saying what it is; or the empty state. */
export function SearchResults({ hits }: { hits: readonly SearchHit[] }) {
  const intl = useIntl();
  if (hits.length === 0) {
    return (
      <div className={styles.empty}>
        <p className={styles.emptyText}>{intl.formatMessage(messages.noResultsHint)}</p>
        <Link href={paths.menu.href()}>{intl.formatMessage(messages.browseMenu)}</Link>
      </div>
    );
  }
  return (
    <ul className={styles.results} aria-label={intl.formatMessage(messages.results)}>
      {hits.map((hit) => (
        <li key={hit.id} className={styles.result}>
          <Link href={hit.href}>{hit.title}</Link>
          <span className={styles.kind}>
            {hit.kind === 'product'
              ? intl.formatMessage(messages.kindProduct, { category: hit.category })
              : intl.formatMessage(messages.kindPage)}
          </span>
        </li>
      ))}
    </ul>
  );
}
