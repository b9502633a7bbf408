import { useIntl } from 'react-intl';
import type { Category, MenuProduct } from '../../../api/generated/model';
import { categoryAnchor } from '../category-anchor';
import { messages } from '../messages';
import { ProductCard } from './product-card';
import * as styles from './category-section.css';

interface CategorySectionProps {
  category: Category;
  productHref: (product: MenuProduct) => string;
  /** How many of its pictures load at once (those above the fold); the rest load lazily. */
  eagerImages: number;
}

export function CategorySection({ category, productHref, eagerImages }: CategorySectionProps) {
  const intl = useIntl();
  const headingId = `${categoryAnchor(category)}-heading`;
  return (
    <section id={categoryAnchor(category)} aria-labelledby={headingId} className={styles.root}>
      <h2 id={headingId} className={styles.heading}>
        {category.name}
      </h2>
      {category.description && <p className={styles.description}>{category.description}</p>}
      {category.products.length === 0 ? (
        <p>{intl.formatMessage(messages.emptyCategory)}</p>
      ) : (
        <ul className={styles.grid}>
          {category.products.map((product, index) => (
            <li key={product.id}>
              <ProductCard product={product} href={productHref(product)} eager={index < eagerImages} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
