import { SKUS } from './constants';
import { chickenStyle, chooseSide, chooseSides, dippingSauces } from './menu-option-groups';
import type { CategoryTemplate, GroupTemplate, ProductTemplate } from './menu-templates';

/** The catering catalogue (menu 200): priced for groups, so a $150+ cart takes two or three items. */

const byTheGallon = (
  key: number,
  sku: string,
  name: string,
  cost: number,
  calories: number,
): ProductTemplate => ({
  key,
  sku,
  name,
  description: /tea|lemonade/i.test(name) ? 'About sixteen cups, with cups and ice.' : 'Serves 15 to 20.',
  cost,
  calories: { base: calories },
});

const cookieAddOn: GroupTemplate = {
  description: 'Add a dessert',
  mandatory: false,
  min: 0,
  max: 1,
  choices: [{ name: 'Chocolate Chip Cookie', cost: 1.49, calories: 190 }],
};

export const CATERING_CATALOG: CategoryTemplate[] = [
  {
    key: 11,
    name: 'Boxes',
    description: 'Boxed chicken and boxed lunches, ready to hand out.',
    products: [
      {
        key: 101,
        sku: 'CATERING-SUPREMES-BOX-20',
        name: 'Chicken Supremes Box (20 pc)',
        description: 'Twenty hand-breaded Chicken Supremes with your sauces.',
        cost: 54.99,
        calories: { base: 2300, max: 2700 },
        groups: [dippingSauces(4)],
      },
      {
        key: 102,
        sku: 'CATERING-BONE-IN-BOX-16',
        name: 'Bone-In Chicken Box (after 10:30)',
        served: 'Available after 10:30 AM',
        description: 'Sixteen pieces of bone-in chicken.',
        cost: 49.99,
        calories: { base: 3900, max: 4400 },
        groups: [chickenStyle],
      },
      {
        key: 103,
        sku: 'CATERING-BOXED-LUNCH-FILET',
        name: 'Boxed Lunch – Cajun Filet Sandwich',
        description: 'Sandwich, a side, a biscuit and a napkin kit, per person.',
        cost: 12.49,
        calories: { base: 1100, max: 1500 },
        groups: [chooseSide, cookieAddOn],
      },
    ],
  },
  {
    key: 12,
    name: 'Party Packs',
    description: 'Chicken, large sides and biscuits for the whole crowd.',
    products: [
      {
        key: 111,
        sku: 'CATERING-PARTY-PACK-10',
        name: 'Tailgate Party Pack (serves 10)',
        description: 'Twenty pieces of chicken, two large sides and ten biscuits.',
        cost: 89.99,
        calories: { base: 9800, max: 12000 },
        groups: [chickenStyle, chooseSides(2, 'Large')],
      },
      {
        key: 112,
        sku: SKUS.cateringBigPartyPack,
        name: 'Big Party Pack (serves 20)',
        description: 'Forty pieces of chicken, three large sides and twenty biscuits.',
        cost: 159.99,
        calories: { base: 19500, max: 23000 },
        groups: [chickenStyle, chooseSides(3, 'Large')],
      },
      {
        key: 113,
        sku: 'CATERING-BISCUIT-BREAKFAST',
        name: 'Biscuit Breakfast Pack (serves 12)',
        description: 'Twelve breakfast biscuits with Bo-Rounds, for the morning meeting.',
        cost: 64.99,
        calories: { base: 7200 },
      },
    ],
  },
  {
    key: 13,
    name: 'Sides by the Gallon',
    description: 'Each gallon serves 15 to 20.',
    products: [
      byTheGallon(121, 'CATERING-MAC-GALLON', "Mac 'n Cheese by the Gallon", 39.99, 4500),
      byTheGallon(122, 'CATERING-PINTOS-GALLON', 'Cajun Pintos by the Gallon', 29.99, 1800),
      byTheGallon(123, 'CATERING-SLAW-GALLON', 'Coleslaw by the Gallon', 29.99, 2400),
      {
        ...byTheGallon(124, 'CATERING-RICE-GALLON', 'Dirty Rice by the Gallon', 29.99, 2600),
        unavailable: 'Sold out today – order for tomorrow',
      },
    ],
  },
  {
    key: 14,
    name: 'Biscuits by the Dozen',
    description: 'Baked fresh for your event.',
    products: [
      {
        key: 131,
        sku: 'CATERING-BISCUIT-DOZEN',
        name: 'Dozen Buttermilk Biscuits',
        description: 'Twelve buttermilk biscuits with honey butter.',
        cost: 14.99,
        calories: { base: 3000 },
      },
      {
        key: 132,
        sku: SKUS.cateringBoBerryDozen,
        name: 'Dozen Bo-Berry Biscuits',
        description: 'Twelve blueberry biscuits with icing.',
        cost: 19.99,
        calories: { base: 4400 },
      },
    ],
  },
  {
    key: 15,
    name: 'Tea by the Gallon',
    description: 'With cups, ice and lemons.',
    products: [
      byTheGallon(141, SKUS.cateringSweetTeaGallon, 'Sweet Tea by the Gallon', 6.49, 2400),
      byTheGallon(142, 'CATERING-UNSWEET-TEA-GALLON', 'Unsweet Tea by the Gallon', 6.49, 0),
      byTheGallon(143, 'CATERING-LEMONADE-GALLON', 'Lemonade by the Gallon', 7.99, 2600),
    ],
  },
  {
    key: 16,
    name: 'Desserts',
    description: 'Trays and platters.',
    products: [
      {
        key: 151,
        sku: SKUS.cateringCookieTray,
        name: 'Cookie Tray (24 cookies)',
        description: 'Two dozen chocolate chip cookies.',
        cost: 24.99,
        calories: { base: 4560 },
      },
      {
        key: 152,
        sku: 'CATERING-PIE-PLATTER',
        name: 'Sweet Potato Pie Platter (12 slices)',
        description: 'Seasonal: twelve slices of sweet potato pie.',
        cost: 26.99,
        calories: { base: 4080 },
        unavailable: 'Seasonal – returns this fall',
      },
    ],
  },
];
