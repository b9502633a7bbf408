import { SKUS } from './constants';
import { drinkUpsize, sideUpsize } from './menu-option-groups';
import type { CategoryTemplate, ProductTemplate } from './menu-templates';

/** Regular (default-channel) catalogue, sides and extras. Menus 100 and 101 sell it, except `only` products. */

const side = (
  key: number,
  sku: string,
  name: string,
  cost: number,
  calories: number,
  description: string,
): ProductTemplate => ({
  key,
  sku,
  name,
  description,
  cost,
  calories: { base: calories, max: calories * 4 },
  groups: [sideUpsize],
});

const plain = (
  key: number,
  sku: string,
  name: string,
  cost: number,
  calories: number,
  description: string,
  extra: Partial<ProductTemplate> = {},
): ProductTemplate => ({ key, sku, name, description, cost, calories: { base: calories }, ...extra });

const drink = (key: number, sku: string, name: string, cost: number, calories: number): ProductTemplate => ({
  key,
  sku,
  name,
  description: 'Ice cold, poured to order.',
  cost,
  calories: { base: calories, max: Math.round(calories * 1.8) },
  groups: [drinkUpsize],
});

export const SIDES_CATEGORY: CategoryTemplate = {
  key: 4,
  name: 'Sides',
  description: 'Individual, or upsize to large.',
  products: [
    side(31, 'BO-ROUNDS', 'Bo-Rounds', 2.29, 235, 'Bite-size seasoned potato rounds.'),
    side(32, 'SEASONED-FRIES', 'Seasoned Fries', 2.49, 350, 'Crinkle-cut fries with Cajun seasoning.'),
    {
      ...side(33, 'CAJUN-PINTOS', 'Cajun Pintos', 2.39, 110, 'Slow-simmered pinto beans with a Cajun kick.'),
      only: 'regular',
    },
    {
      ...side(34, SKUS.dirtyRice, 'Dirty Rice', 2.39, 160, 'Rice cooked with seasoned meat and spices.'),
      only: 'regular',
    },
    side(35, 'MAC-N-CHEESE', "Mac 'n Cheese", 2.79, 280, 'Creamy, baked macaroni and cheese.'),
    side(36, 'COLESLAW', 'Coleslaw', 2.39, 150, 'Cool, creamy and made fresh daily.'),
    side(37, 'GREEN-BEANS', 'Green Beans', 2.39, 25, 'Southern-style green beans.'),
    side(38, 'MASHED-POTATOES', 'Mashed Potatoes & Gravy', 2.49, 110, 'Whipped potatoes under brown gravy.'),
  ],
};

export const BISCUITS_CATEGORY: CategoryTemplate = {
  key: 5,
  name: 'Biscuits',
  description: 'Baked from scratch every 20 minutes.',
  products: [
    plain(41, 'BUTTERMILK-BISCUIT', 'Buttermilk Biscuit', 1.39, 250, 'Flaky and buttery.'),
    plain(42, SKUS.boBerryBiscuit, 'Bo-Berry Biscuit', 1.89, 370, 'Sweet blueberry biscuit with icing.'),
    plain(43, 'HALF-DOZEN-BISCUITS', 'Half Dozen Biscuits', 6.99, 1500, 'Six buttermilk biscuits.'),
  ],
};

export const DESSERTS_CATEGORY: CategoryTemplate = {
  key: 6,
  name: 'Desserts',
  description: 'Something sweet.',
  products: [
    plain(
      51,
      'SWEET-POTATO-PIE',
      'Sweet Potato Pie',
      2.29,
      340,
      'Seasonal: a slice of Southern sweet potato pie.',
      { unavailable: 'Seasonal – returns this fall' },
    ),
    plain(52, 'CHOC-CHIP-COOKIE', 'Chocolate Chip Cookie', 1.49, 190, 'Baked fresh daily.'),
    plain(53, 'BANANA-PUDDING', 'Banana Pudding', 2.99, 330, 'Vanilla wafers, bananas and custard.', {
      only: 'expansion',
    }),
    plain(54, 'APPLE-TURNOVER', 'Apple Turnover', 1.99, 280, 'Flaky pastry with spiced apples.'),
  ],
};

export const DRINKS_CATEGORY: CategoryTemplate = {
  key: 7,
  name: 'Drinks',
  description: 'Legendary iced tea and more.',
  products: [
    drink(61, SKUS.sweetTea, 'Legendary Sweet Tea', 1.99, 200),
    drink(62, 'UNSWEET-TEA', 'Unsweet Tea', 1.99, 0),
    drink(63, 'LEMONADE', 'Lemonade', 2.29, 220),
    drink(64, 'COCA-COLA', 'Coca-Cola', 2.19, 210),
    plain(65, 'SWEET-TEA-GALLON', 'Gallon of Sweet Tea', 6.49, 2400, 'Serves 8 to 10.'),
    plain(
      66,
      SKUS.freeSweetTea,
      'Free Sweet Tea (Rewards)',
      0,
      200,
      'Rewards members: one free regular Legendary Sweet Tea per order.',
      { limitQuantity: 1, membersOnly: true },
    ),
  ],
};
