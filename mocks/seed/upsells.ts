import type { Menu } from '../../src/api/generated/model';
import type { StoredUpsell } from '../db/database';
import { UPSELL_GROUP } from './constants';

/** Categories whose products are suggested under 'Complete Your Order'. */
const UPSELL_CATEGORIES = new Set([
  'Sides',
  'Desserts',
  'Biscuits',
  'Drinks',
  'Sides by the Gallon',
  'Tea by the Gallon',
  'Biscuits by the Dozen',
]);

/**
 * Per menu: its sides, desserts and drinks that can be added right now, without options to pick
 * (an upsell is added in one tap) and without a quantity limit (free reward items are not suggested).
 */
export function buildUpsells(menus: Menu[]): StoredUpsell[] {
  return menus.flatMap((menu) =>
    menu.categories
      .filter((category) => UPSELL_CATEGORIES.has(category.name))
      .flatMap((category) => category.products)
      .filter((product) => product.availability.now && !product.limit_quantity)
      .filter((product) => (product.optiongroups ?? []).every((group) => !group.mandatory))
      .map((product) => ({
        id: product.id,
        name: product.name,
        cost: product.cost,
        image: product.images?.[0]?.filename ?? null,
        calories: product.calories?.base ?? null,
        menu_id: menu.id,
        group: UPSELL_GROUP,
      })),
  );
}
