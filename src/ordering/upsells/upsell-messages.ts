import { defineMessage } from 'react-intl';

/** The wording of adding a suggested item, the same in the cart and on a product page. */
export const upsellMessages = {
  add: defineMessage<{ name: string }>({ id: 'cart.upsells.add', defaultMessage: 'Add {name}' }),
  addShort: defineMessage({ id: 'cart.upsells.addShort', defaultMessage: 'Add' }),
  added: defineMessage<{ name: string; total: string }>({
    id: 'cart.upsells.added',
    defaultMessage: '{name} added to your cart. Cart total {total}.',
    description: 'Read by screen readers after a suggested item is added.',
  }),
};
