import { defineMessage } from 'react-intl';

/** The copy of the product page (SPEC §2 /order/product, §5 free-item limit). */
export const messages = {
  loading: defineMessage({ id: 'product.loading', defaultMessage: 'Loading the product' }),
  upsells: defineMessage({
    id: 'product.upsells.heading',
    defaultMessage: 'Goes well with…',
    description: "Heading of the items suggested with the product shown (the product's upsells).",
  }),
  calories: defineMessage<{ calories: string }>({
    id: 'product.calories',
    defaultMessage: '{calories} Cal',
    description: 'Calories of a product, e.g. "550 Cal" or "550–1,100 Cal".',
  }),
  calorieRange: defineMessage<{ min: string; max: string }>({
    id: 'product.calorieRange',
    defaultMessage: '{min}–{max}',
  }),
  afterCutoff: defineMessage({
    id: 'product.afterCutoff',
    defaultMessage: 'Available from 10:30 AM. Orders with this item are ready no earlier than 10:30.',
    description: 'SPEC 10:30 breakfast rule: the product is served after breakfast.',
  }),
  unavailableNow: defineMessage({
    id: 'product.unavailableNow',
    defaultMessage:
      'Not available right now. You can still add it and schedule your order for later at checkout.',
  }),
  required: defineMessage({ id: 'product.group.required', defaultMessage: 'Required' }),
  optional: defineMessage({ id: 'product.group.optional', defaultMessage: 'Optional' }),
  chooseExactly: defineMessage<{ count: number }>({
    id: 'product.group.chooseExactly',
    defaultMessage: 'Choose {count}',
  }),
  chooseRange: defineMessage<{ min: number; max: number }>({
    id: 'product.group.chooseRange',
    defaultMessage: 'Choose {min} to {max}',
  }),
  atLeast: defineMessage<{ count: number }>({
    id: 'product.group.atLeast',
    defaultMessage: 'Choose at least {count}',
  }),
  upTo: defineMessage<{ count: number }>({
    id: 'product.group.upTo',
    defaultMessage: 'Choose up to {count}',
  }),
  hintSeparator: defineMessage<{ first: string; second: string }>({
    id: 'product.group.hint',
    defaultMessage: '{first} · {second}',
    description: 'Joins "Required" or "Optional" and a rule such as "Choose 2".',
  }),
  noChoice: defineMessage({
    id: 'product.group.noChoice',
    defaultMessage: 'No thanks',
    description: 'The choice of nothing in an optional single-choice group.',
  }),
  extraCost: defineMessage<{ price: string }>({
    id: 'product.choice.extraCost',
    defaultMessage: '+{price}',
    description: 'Extra price of a choice, e.g. "+$0.50".',
  }),
  quantity: defineMessage({ id: 'product.quantity', defaultMessage: 'Quantity' }),
  decrease: defineMessage({ id: 'product.quantity.decrease', defaultMessage: 'Decrease quantity' }),
  increase: defineMessage({ id: 'product.quantity.increase', defaultMessage: 'Increase quantity' }),
  instructions: defineMessage({ id: 'product.instructions', defaultMessage: 'Special instructions' }),
  instructionsHint: defineMessage<{ max: number }>({
    id: 'product.instructions.hint',
    defaultMessage: 'Optional, up to {max} characters.',
  }),
  total: defineMessage({ id: 'product.total', defaultMessage: 'Total' }),
  addToCart: defineMessage({ id: 'product.addToCart', defaultMessage: 'Add to Cart' }),
  update: defineMessage({ id: 'product.update', defaultMessage: 'Update' }),
  fixChoices: defineMessage({
    id: 'product.fixChoices',
    defaultMessage: 'Please check your choices above.',
  }),
  signInToAdd: defineMessage({ id: 'product.signInToAdd', defaultMessage: 'Sign in to add it' }),
  chooseLocationToOrder: defineMessage({
    id: 'product.chooseLocationToOrder',
    defaultMessage: 'Choose a location to order',
  }),
};
