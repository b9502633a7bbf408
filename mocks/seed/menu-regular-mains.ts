import { SKUS } from './constants';
import {
  boneInPieces,
  breakfastAddOns,
  breakfastMeat,
  chickenStyle,
  chooseBreakfastSide,
  chooseComboDrink,
  chooseSide,
  chooseSides,
  dippingSauces,
  makeItACombo,
  sandwichExtras,
  supremesCount,
} from './menu-option-groups';
import type { CategoryTemplate } from './menu-templates';

/** Regular (default-channel) catalogue, main dishes. Menus 100 and 101 sell it, except `only` products. */

/**
 * SPEC §2/§9: a product whose name contains "10:30" can be picked up from 10:30 on (the daypart
 * cutoff), so bone-in chicken, dinners and family meals carry "(after 10:30)" in their names.
 */
const AFTER_BREAKFAST = 'Available after 10:30 AM';

export const BREAKFAST_CATEGORY: CategoryTemplate = {
  key: 1,
  name: 'Breakfast',
  description: 'Made-from-scratch breakfast biscuits, served all day.',
  products: [
    {
      key: 1,
      sku: SKUS.cajunFiletBiscuit,
      name: 'Cajun Filet Biscuit',
      description: 'A spicy Cajun chicken filet on a buttermilk biscuit.',
      cost: 4.59,
      calories: { base: 550, max: 1100 },
      groups: [makeItACombo(chooseBreakfastSide)],
    },
    {
      key: 2,
      sku: 'SAUSAGE-BISCUIT',
      name: 'Sausage Biscuit',
      description: 'Savory sausage patty on a buttermilk biscuit.',
      cost: 3.29,
      calories: { base: 460, max: 610 },
      groups: [breakfastAddOns, makeItACombo(chooseBreakfastSide)],
    },
    {
      key: 3,
      sku: SKUS.countryHamBiscuit,
      name: 'Country Ham Biscuit',
      description: 'Salt-cured country ham on a buttermilk biscuit.',
      cost: 3.59,
      calories: { base: 390, max: 540 },
      only: 'regular',
      groups: [breakfastAddOns],
    },
    {
      key: 4,
      sku: 'EGG-CHEESE-BISCUIT',
      name: 'Egg & Cheese Biscuit',
      description: 'Fluffy egg and melted American cheese on a biscuit.',
      cost: 2.99,
      calories: { base: 410 },
    },
    {
      key: 5,
      sku: SKUS.pimentoCheeseBiscuit,
      name: 'Pimento Cheese Biscuit',
      description: 'House pimento cheese on a warm biscuit.',
      cost: 3.19,
      calories: { base: 480 },
      only: 'expansion',
    },
    {
      key: 6,
      sku: 'BREAKFAST-PLATTER',
      name: 'Breakfast Platter',
      description: 'Eggs, your choice of meat, a side and a biscuit.',
      cost: 7.79,
      calories: { base: 920, max: 1190 },
      groups: [breakfastMeat, chooseBreakfastSide],
    },
  ],
};

export const CHICKEN_CATEGORY: CategoryTemplate = {
  key: 2,
  name: 'Chicken',
  description: 'Hand-breaded, Cajun or homestyle.',
  products: [
    {
      key: 11,
      sku: SKUS.chickenSupremes,
      name: 'Chicken Supremes',
      description: 'Tender all-white-meat chicken strips, hand-breaded.',
      cost: 5.49,
      calories: { base: 350, max: 1150 },
      groups: [supremesCount, dippingSauces(2)],
    },
    {
      key: 12,
      sku: 'BONE-IN-2PC',
      name: 'Bone-In Chicken (after 10:30)',
      served: AFTER_BREAKFAST,
      description: 'Two pieces of bone-in fried chicken.',
      cost: 5.99,
      calories: { base: 430, max: 520 },
      groups: [boneInPieces, chickenStyle],
    },
    {
      key: 13,
      sku: 'CAJUN-FILET-SANDWICH',
      name: 'Cajun Filet Sandwich',
      description: 'Cajun chicken filet, mayo and pickles on a toasted bun.',
      cost: 5.29,
      calories: { base: 570, max: 840 },
      groups: [sandwichExtras],
    },
    {
      key: 14,
      sku: SKUS.smokedChickenSandwich,
      name: 'Smoked Chicken Sandwich',
      description: 'Limited time: hickory-smoked chicken with Carolina slaw.',
      cost: 6.49,
      calories: { base: 640 },
      unavailable: 'Limited time – back soon',
    },
    {
      key: 15,
      sku: 'HOT-HONEY-SANDWICH',
      name: 'Hot Honey Chicken Sandwich',
      description: 'Crispy filet drizzled with hot honey.',
      cost: 6.29,
      calories: { base: 690 },
      only: 'expansion',
      groups: [sandwichExtras],
    },
  ],
};

export const COMBOS_CATEGORY: CategoryTemplate = {
  key: 3,
  name: 'Combos',
  description: 'Comes with a side and a drink.',
  products: [
    {
      key: 21,
      sku: SKUS.cajunFiletCombo,
      name: 'Cajun Filet Sandwich Combo',
      description: 'Cajun Filet Sandwich with a side and a drink.',
      cost: 8.99,
      calories: { base: 800, max: 1400 },
      groups: [chooseSide, chooseComboDrink],
    },
    {
      key: 22,
      sku: 'DINNER-2PC',
      name: '2-Piece Dinner (after 10:30)',
      served: AFTER_BREAKFAST,
      description: 'Two pieces of chicken, two sides and a biscuit.',
      cost: 8.79,
      calories: { base: 900, max: 1500 },
      groups: [boneInPieces, chickenStyle, chooseSides(2, 'Regular'), chooseComboDrink],
    },
    {
      key: 23,
      sku: 'SUPREMES-COMBO',
      name: 'Supremes Combo (4 pc)',
      description: 'Four Chicken Supremes, a side, a biscuit and a drink.',
      cost: 9.29,
      calories: { base: 990, max: 1500 },
      groups: [chooseSide, chooseComboDrink, dippingSauces(2)],
    },
    {
      key: 24,
      sku: 'FAMILY-MEAL-8',
      name: '8-Piece Family Meal (after 10:30)',
      served: AFTER_BREAKFAST,
      description: 'Eight pieces of chicken, three large sides and four biscuits.',
      cost: 27.99,
      calories: { base: 3700, max: 5200 },
      groups: [chickenStyle, chooseSides(3, 'Large')],
    },
    {
      key: 25,
      sku: SKUS.bigFamilyMeal,
      name: '12-Piece Family Meal (after 10:30)',
      served: AFTER_BREAKFAST,
      description: 'Twelve pieces of chicken, four large sides and six biscuits.',
      cost: 37.99,
      calories: { base: 5400, max: 7600 },
      groups: [chickenStyle, chooseSides(4, 'Large')],
    },
  ],
};
