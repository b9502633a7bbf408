import { startTransition, useEffect, useState } from 'react';
import type { Menu, MenuProduct } from '../../../api/generated/model';
import { CategoryNav } from './category-nav';
import { CategorySection } from './category-section';
import * as styles from './menu-view.css';

/** Pictures of the first category's first products are above the fold on most screens. */
const EAGER_IMAGES = 4;
/**
 * Categories drawn with the page; the others follow a few at a time, each step a background render
 * (React renders it in slices of a few milliseconds) with a commit of its own. A whole menu of cards
 * in one go kept a phone's main thread busy for most of a second, when the visitor could not scroll
 * or tap; the rest in one background render still committed them in one long task.
 */
const FIRST_CATEGORIES = 2;
const CATEGORIES_PER_STEP = 2;

/** How many of `total` items to show: `first` at once, then `step` more after each commit. */
function useRevealedCount(total: number, first: number, step: number): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (count >= total) return;
    startTransition(() => setCount(count + step));
  }, [count, total, step]);
  return Math.min(count, total);
}

interface MenuViewProps {
  menu: Menu;
  /** The product page a card leads to (ordering or browsing). */
  productHref: (product: MenuProduct) => string;
  /** The level of the categories' headings: 3 under a heading of the menu's own. */
  categoryHeadingLevel?: 2 | 3;
}

/** A menu's categories: a bar of in-page links, then one section of product cards per category. */
export function MenuView({ menu, productHref, categoryHeadingLevel }: MenuViewProps) {
  const shownCategories = menu.categories.slice(
    0,
    useRevealedCount(menu.categories.length, FIRST_CATEGORIES, CATEGORIES_PER_STEP),
  );
  return (
    <div className={styles.root}>
      <CategoryNav categories={menu.categories} />
      {shownCategories.map((category, index) => (
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
