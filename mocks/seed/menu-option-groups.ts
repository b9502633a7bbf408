import type { ChoiceTemplate, GroupTemplate } from './menu-templates';

/** Option groups shared by several products of the regular and catering menus. */

const pickOne = (description: string, choices: ChoiceTemplate[]): GroupTemplate => ({
  description,
  mandatory: true,
  min: 1,
  max: 1,
  choices,
});

const SIDES: ChoiceTemplate[] = [
  { name: 'Bo-Rounds', calories: 235, isDefault: true },
  { name: 'Seasoned Fries', calories: 350 },
  { name: 'Cajun Pintos', calories: 110 },
  { name: 'Dirty Rice', calories: 160 },
  { name: "Mac 'n Cheese", cost: 0.5, calories: 280 },
  { name: 'Coleslaw', calories: 150 },
  { name: 'Green Beans', calories: 25 },
  { name: 'Mashed Potatoes & Gravy', calories: 110 },
];

export const chooseSide = pickOne('Choose a side', SIDES);

export const chooseBreakfastSide = pickOne('Choose a side', [
  { name: 'Bo-Rounds', calories: 235, isDefault: true },
  { name: 'Cheese Grits', calories: 210 },
  { name: 'Seasoned Fries', calories: 350 },
]);

/** "Choose 2 sides": exactly `count` picks, e.g. for dinners and family meals. */
export const chooseSides = (count: number, size: 'Regular' | 'Large'): GroupTemplate => ({
  description: `Choose ${count} ${size === 'Large' ? 'large ' : ''}sides`,
  mandatory: true,
  min: count,
  max: count,
  choices: SIDES.map(({ isDefault: _isDefault, ...side }) => ({
    ...side,
    calories: size === 'Large' ? (side.calories ?? 0) * 4 : side.calories,
  })),
});

/** Optional upsize: an individual side or a drink can be added in one tap (e.g. as an upsell). */
const upsize = (choices: ChoiceTemplate[]): GroupTemplate => ({
  description: 'Upsize it',
  mandatory: false,
  min: 0,
  max: 1,
  choices,
});

export const sideUpsize = upsize([{ name: 'Large', cost: 2.5 }]);

export const drinkUpsize = upsize([
  { name: 'Medium', cost: 0.4 },
  { name: 'Large', cost: 0.7 },
]);

const comboDrinkSize = pickOne('Drink size', [
  { name: 'Regular', isDefault: true },
  { name: 'Large', cost: 0.6 },
]);

const DRINKS: ChoiceTemplate[] = [
  { name: 'Legendary Sweet Tea', calories: 200, isDefault: true },
  { name: 'Unsweet Tea', calories: 0 },
  { name: 'Lemonade', calories: 220 },
  { name: 'Coca-Cola', calories: 210 },
  { name: 'Diet Coke', calories: 0 },
  { name: 'Sprite', calories: 200 },
];

/** A combo's drink; each drink carries its own nested size group (three levels deep in a combo). */
export const chooseComboDrink = pickOne(
  'Choose a drink',
  DRINKS.map((drink) => ({ ...drink, groups: [comboDrinkSize] })),
);

/** Optional upgrade whose single choice opens the side and drink groups. */
export const makeItACombo = (sideGroup: GroupTemplate): GroupTemplate => ({
  description: 'Make it a combo',
  mandatory: false,
  min: 0,
  max: 1,
  choices: [{ name: 'Make it a combo', cost: 3.49, groups: [sideGroup, chooseComboDrink] }],
});

export const dippingSauces = (max: number): GroupTemplate => ({
  description: `Dipping sauces (choose up to ${max})`,
  mandatory: false,
  min: 0,
  max,
  choices: [
    { name: 'Bo-Sauce', calories: 100 },
    { name: 'Honey Mustard', calories: 110 },
    { name: 'Buttermilk Ranch', calories: 130 },
    { name: 'BBQ', calories: 45 },
    { name: 'Honey', calories: 50 },
  ],
});

export const chickenStyle = pickOne('Choose a style', [
  { name: 'Cajun', isDefault: true },
  { name: 'Homestyle' },
  { name: 'Half Cajun, Half Homestyle' },
]);

export const boneInPieces = pickOne('Choose your pieces', [
  { name: 'Leg & Thigh', calories: 430, isDefault: true },
  { name: 'Breast & Wing', cost: 0.9, calories: 520 },
]);

export const supremesCount = pickOne('Choose a count', [
  { name: '3 Piece', isDefault: true, calories: 350 },
  { name: '5 Piece', cost: 2.6, calories: 580 },
  { name: '8 Piece', cost: 6.2, calories: 930 },
]);

export const breakfastAddOns: GroupTemplate = {
  description: 'Add to your biscuit',
  mandatory: false,
  min: 0,
  max: 2,
  choices: [
    { name: 'Egg', cost: 0.89, calories: 90 },
    { name: 'American Cheese', cost: 0.59, calories: 60 },
  ],
};

export const breakfastMeat = pickOne('Choose your meat', [
  { name: 'Sausage', isDefault: true, calories: 250 },
  { name: 'Country Ham', cost: 0.5, calories: 180 },
  { name: 'Cajun Filet', cost: 1, calories: 290 },
]);

export const sandwichExtras: GroupTemplate = {
  description: 'Customize it',
  mandatory: false,
  min: 0,
  max: 3,
  choices: [
    { name: 'No Pickles' },
    { name: 'Extra Mayo', calories: 90 },
    { name: 'Add Pimento Cheese', cost: 0.99, calories: 110 },
    { name: 'Add Bacon', cost: 1.29, calories: 70 },
  ],
};
