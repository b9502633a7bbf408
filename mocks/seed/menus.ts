import type {
  Category,
  Menu,
  MenuChannel,
  MenuProduct,
  OptionChoice,
  OptionGroup,
} from '../../src/api/generated/model';
import { MENU_IDS, MENU_IMAGE_GROUP, menuImagePath } from './constants';
import { CATERING_CATALOG } from './menu-catering-catalog';
import { BISCUITS_CATEGORY, DESSERTS_CATEGORY, DRINKS_CATEGORY, SIDES_CATEGORY } from './menu-regular-extras';
import { BREAKFAST_CATEGORY, CHICKEN_CATEGORY, COMBOS_CATEGORY } from './menu-regular-mains';
import {
  slugify,
  type CategoryTemplate,
  type ChoiceTemplate,
  type GroupTemplate,
  type ProductTemplate,
  type RegularEdition,
} from './menu-templates';

/**
 * Ids, unique across all menus: categories `menuId * 100 + key`, products `menuId * 1000 + key`,
 * option groups and choices `menuId * 100000 + n` in reading order. The same product has a different
 * id (but the same sku) on each menu, as it does at a real ordering provider.
 */

export const REGULAR_CATALOG: CategoryTemplate[] = [
  BREAKFAST_CATEGORY,
  CHICKEN_CATEGORY,
  COMBOS_CATEGORY,
  SIDES_CATEGORY,
  BISCUITS_CATEGORY,
  DESSERTS_CATEGORY,
  DRINKS_CATEGORY,
];

function createMenuBuilder(menuId: number) {
  let sequence = 0;
  const nextOptionId = () => menuId * 100_000 + ++sequence;

  const buildChoice = (template: ChoiceTemplate): OptionChoice => {
    const choice: OptionChoice = {
      id: nextOptionId(),
      name: template.name,
      cost: template.cost ?? 0,
      calories: template.calories ?? null,
      is_default: template.isDefault ?? false,
    };
    if (template.groups) choice.optiongroups = template.groups.map(buildGroup);
    return choice;
  };

  const buildGroup = (template: GroupTemplate): OptionGroup => ({
    id: nextOptionId(),
    description: template.description,
    mandatory: template.mandatory,
    min_selects: template.min,
    max_selects: template.max,
    options: template.choices.map(buildChoice),
  });

  const buildProduct = (template: ProductTemplate): MenuProduct => {
    const slug = slugify(template.name);
    return {
      id: menuId * 1000 + template.key,
      name: template.name,
      sku: template.sku,
      slug,
      description: template.description,
      cost: template.cost,
      calories: { base: template.calories.base, max: template.calories.max ?? null },
      images: [{ filename: menuImagePath(slug), groupname: MENU_IMAGE_GROUP }],
      availability: {
        now: template.unavailable === undefined,
        description: template.unavailable ?? template.served ?? null,
      },
      limit_quantity: template.limitQuantity ?? null,
      ...(template.membersOnly ? { members_only: true } : {}),
      optiongroups: (template.groups ?? []).map(buildGroup),
    };
  };

  const buildCategory = (template: CategoryTemplate, products: ProductTemplate[]): Category => {
    const built = products.map(buildProduct);
    return {
      id: menuId * 100 + template.key,
      name: template.name,
      description: template.description,
      image: built[0]?.images?.[0]?.filename ?? null,
      products: built,
    };
  };

  return { buildCategory };
}

function buildMenu(
  id: number,
  name: string,
  channel: MenuChannel,
  catalog: CategoryTemplate[],
  sells: (product: ProductTemplate) => boolean = () => true,
): Menu {
  const { buildCategory } = createMenuBuilder(id);
  return {
    id,
    name,
    channel,
    categories: catalog.map((category) => buildCategory(category, category.products.filter(sells))),
  };
}

const soldIn =
  (edition: RegularEdition) =>
  (product: ProductTemplate): boolean =>
    product.only === undefined || product.only === edition;

/** The three menus: regular (100), expansion-market regular (101) and catering (200). */
export function buildMenus(): Menu[] {
  return [
    buildMenu(MENU_IDS.regular, 'Main Menu', 'default', REGULAR_CATALOG, soldIn('regular')),
    buildMenu(MENU_IDS.expansion, 'Main Menu', 'default', REGULAR_CATALOG, soldIn('expansion')),
    buildMenu(MENU_IDS.catering, 'Catering Menu', 'catering', CATERING_CATALOG),
  ];
}

/** Every product of a menu (a built menu or a stored record), in menu order. */
export function menuProducts<Product>(menu: { categories: { products: Product[] }[] }): Product[] {
  return menu.categories.flatMap((category) => category.products);
}

export function findProductBySku(menu: Menu, sku: string): MenuProduct {
  const product = menuProducts(menu).find((candidate) => candidate.sku === sku);
  if (!product) throw new Error(`Seed: no product with sku ${sku} on menu ${menu.id}`);
  return product;
}
