import { defineMessage } from 'react-intl';

/** The copy of the menu pages' building blocks (SPEC §2 /menu, /order, /menu/nutrition). */
export const messages = {
  categoryNav: defineMessage({
    id: 'menu.categoryNav',
    defaultMessage: 'Menu categories',
    description: 'Name of the navigation that jumps to a category of the menu.',
  }),
  calories: defineMessage<{ calories: string }>({
    id: 'menu.calories',
    defaultMessage: '{calories} Cal',
    description: 'Calories of a product, e.g. "550 Cal" or "550–1,100 Cal".',
  }),
  calorieRange: defineMessage<{ min: string; max: string }>({
    id: 'menu.calorieRange',
    defaultMessage: '{min}–{max}',
    description: 'A range of calories, e.g. "550–1,100".',
  }),
  unavailableNow: defineMessage({
    id: 'menu.unavailableNow',
    defaultMessage: 'Unavailable now',
    description: 'Marks a product that cannot be ordered right now but can be scheduled for later.',
  }),
  loading: defineMessage({ id: 'menu.loading', defaultMessage: 'Loading the menu' }),
  emptyCategory: defineMessage({
    id: 'menu.emptyCategory',
    defaultMessage: 'Nothing in this category right now.',
  }),
  dismiss: defineMessage({ id: 'menu.dismiss', defaultMessage: 'Dismiss' }),
  findLocation: defineMessage<{ brand: string }>({
    id: 'menu.findLocation',
    defaultMessage: 'Find a {brand} near you',
  }),
  chooseLocationToOrder: defineMessage({
    id: 'menu.chooseLocationToOrder',
    defaultMessage: 'Choose a location to see its menu and start your order.',
  }),
  nutritionItem: defineMessage({ id: 'menu.nutrition.item', defaultMessage: 'Item' }),
  nutritionCalories: defineMessage({ id: 'menu.nutrition.calories', defaultMessage: 'Calories' }),
  notListed: defineMessage({
    id: 'menu.nutrition.notListed',
    defaultMessage: 'Not listed',
    description: 'A nutrition table cell when the menu gives no calories.',
  }),
};
