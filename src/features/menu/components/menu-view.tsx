import { useDeferredValue } from 'react';
import type { Menu, MenuProduct } from '../../../api/generated/model';
import { CategoryNav } from './category-nav';
import { CategorySection } from './category-section';
import * as styles from './menu-view.css';

/** Pictures of the first category's first products are above the fold on most screens. */
const EAGER_IMAGES = 4;
/**
 * Categories drawn with the page. The others follow in a background render, which React does in
 * slices of a few milliseconds: a whole menu of cards in one go kept a phone's main thread busy for
 * most of a second, when the visitor could not scroll or tap.
 */
const FIRST_CATEGORIES = 2;

interface MenuViewProps {
  menu: Menu;
  /** The product page a card leads to (ordering or browsing). */
  productHref: (product: MenuProduct) => string;
}

/** A menu's categories: a bar of in-page links, then one section of product cards per category. */
export function MenuView({ menu, productHref }: MenuViewProps) {
  const shownCategories = useDeferredValue(menu.categories, menu.categories.slice(0, FIRST_CATEGORIES));
  return (
    <div className={styles.root}>
      <CategoryNav categories={menu.categories} />
      {shownCategories.map((category, index) => (
        <CategorySection
          key={category.id}
          category={category}
          productHref={productHref}
          eagerImages={index === 0 ? EAGER_IMAGES : 0}
        />
      ))}
    </div>
  );
}
