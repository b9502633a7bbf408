import type { Category } from '../../api/generated/model';

/** The id of a category's section, the target of the category navigation's in-page links. */
export const categoryAnchor = (category: Pick<Category, 'id'>): string => `category-${category.id}`;
