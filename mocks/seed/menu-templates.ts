/**
 * The menu catalogue is written as templates without ids; menus.ts numbers them per menu. Shared
 * option groups (sides, drinks, sauces) are reused by many products and get fresh ids each time.
 */

export interface ChoiceTemplate {
  name: string;
  cost?: number;
  calories?: number;
  isDefault?: boolean;
  /** Nested option groups, offered once this choice is picked (e.g. a combo's side and drink). */
  groups?: GroupTemplate[];
}

export interface GroupTemplate {
  description: string;
  mandatory: boolean;
  min: number;
  max: number;
  choices: ChoiceTemplate[];
}

/** Which regular menus sell a product: both unless it is regional. */
export type RegularEdition = 'regular' | 'expansion';

export interface ProductTemplate {
  /** Product number, unique in the catalogue; the product id is `menuId * 1000 + key`. */
  key: number;
  sku: string;
  name: string;
  description: string;
  cost: number;
  calories: { base: number; max?: number };
  /** Why the product cannot be ordered right now (`availability.now` false); it can be scheduled. */
  unavailable?: string;
  /** When it is served, for products that are available now (e.g. "Available after 10:30 AM"). */
  served?: string;
  limitQuantity?: number;
  /** A loyalty reward item: members only, and never an order on its own. */
  membersOnly?: boolean;
  groups?: GroupTemplate[];
  /** Sold on one regular menu only (the other edition lacks it: transfers drop it). */
  only?: RegularEdition;
}

export interface CategoryTemplate {
  /** Category number; the category id is `menuId * 100 + key`. */
  key: number;
  name: string;
  description: string;
  products: ProductTemplate[];
}

/** Lower-case, hyphenated: "Mac 'n Cheese (Large)" → "mac-n-cheese-large". */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
