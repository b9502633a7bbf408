import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '../../../ui/link/link';
import { messages } from '../messages';
import * as styles from './search-screen.css';

export interface FeaturedProduct {
  sku: string;
  name: string;
  href: string;
}

/** Before a search: the featured products, as ways in for someone who does not know what to type. */
export function FeaturedProducts({ products }: { products: readonly FeaturedProduct[] }) {
  const intl = useIntl();
  const headingId = useId();
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={styles.featured}>
      <h2 id={headingId} className={styles.featuredHeading}>
        {intl.formatMessage(messages.featured)}
      </h2>
      <ul className={styles.featuredList}>
        {products.map((product) => (
          <li key={product.sku}>
            <Link href={product.href}>{product.name}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
