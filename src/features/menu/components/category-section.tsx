import { useIntl } from 'react-intl';
import type { Category, MenuProduct } from '../../../api/generated/model';
import { langOfText } from '../../../i18n/text-lang';
import { categoryAnchor } from '../category-anchor';
import { messages } from '../messages';
import { ProductCard } from './product-card';
import * as styles from './category-section.css';

interface CategorySectionProps {
  category: Category;
  productHref: (product: MenuProduct) => string;
  /** How many of its pictures load at once (those above the fold); the rest load lazily. */
  eagerImages: number;
  /** 3 when the menu sits in a section of its own (the catering menu on the home page); else 2. */
  headingLevel?: 2 | 3;
}

export function CategorySection({
  category,
  productHref,
  eagerImages,
  headingLevel = 2,
}: CategorySectionProps) {
  const intl = useIntl();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const headingId = `${categoryAnchor(category)}-heading`;
  const lang = langOfText(category.language, intl.locale);
  return (
    <section id={categoryAnchor(category)} aria-labelledby={headingId} className={styles.root}>
      <Heading id={headingId} className={styles.heading} lang={lang}>
        {category.name}
      </Heading>
      {category.description && (
        <p className={styles.description} lang={lang}>
          {category.description}
        </p>
      )}
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
