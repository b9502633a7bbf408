import type { Menu, MenuProduct } from '../../../api/generated/model';
import { CategoryNav } from './category-nav';
import { CategorySection } from './category-section';
import * as styles from './menu-view.css';

/** Pictures of the first category's first products are above the fold on most screens. */
const EAGER_IMAGES = 4;

interface MenuViewProps {
  menu: Menu;
  /** The product page a card leads to (ordering or browsing). */
  productHref: (product: MenuProduct) => string;
  /** The level of the categories' headings: 3 under a heading of the menu's own. */
  categoryHeadingLevel?: 2 | 3;
}

/** A menu's categories: a bar of in-page links, then one section of product cards per category. */
export function MenuView({ menu, productHref, categoryHeadingLevel }: MenuViewProps) {
  return (
    <div className={styles.root}>
      <CategoryNav categories={menu.categories} />
      {menu.categories.map((category, index) => (
        <CategorySection
          key={category.id}
          category={category}
          productHref={productHref}
          eagerImages={index === 0 ? EAGER_IMAGES : 0}
          headingLevel={categoryHeadingLevel}
        />
      ))}
    </div>
  );
}
