import type { Menu, MenuProduct } from '../../api/generated/model';
import type { SearchDocument } from './search-document';

/** Every product of the menu, with its category, leading where the menu's own cards lead. */
export function menuDocuments(menu: Menu, productHref: (product: MenuProduct) => string): SearchDocument[] {
  return menu.categories.flatMap((category) =>
    category.products.map((product) => ({
      id: `product:${product.id}`,
      kind: 'product' as const,
      title: product.name,
      category: category.name,
      text: product.description ?? '',
      href: productHref(product),
    })),
  );
}
