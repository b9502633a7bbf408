import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { Menu } from '../../../../api/generated/model';
import { paths } from '../../../../config/paths';
import { langOfText } from '../../../../i18n/text-lang';
import { Price } from '../../../../ui/price/price';
import type { ExpansionStore } from '../expansion-stores';
import { expansionItemKey } from '../use-expansion-menu';
import { withMarket } from '../use-market';
import * as styles from './expansion.css';

function CategorySection({
  store,
  category,
}: {
  store: ExpansionStore;
  category: Menu['categories'][number];
}) {
  const headingId = useId();
  const { locale } = useIntl();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.sectionHeading} lang={langOfText(category.language, locale)}>
        {category.name}
      </h2>
      <ul className={styles.list}>
        {category.products.map((product) => (
          <li key={product.id}>
            <Link
              href={withMarket(paths.expansionMenuItem.href(expansionItemKey(product)), store.slug)}
              className={styles.cardLink}
            >
              <span lang={langOfText(product.language, locale)}>{product.name}</span>{' '}
              <Price amount={product.cost} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The menu of an expansion market's restaurant, by category; each item opens its page. */
export function ExpansionMenuList({ store, menu }: { store: ExpansionStore; menu: Menu }) {
  return (
    <>
      {menu.categories
        .filter((category) => category.products.length > 0)
        .map((category) => (
          <CategorySection key={category.id} store={store} category={category} />
        ))}
    </>
  );
}
