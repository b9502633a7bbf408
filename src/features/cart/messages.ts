import { defineMessage } from 'react-intl';

/** The copy of the cart panel (SPEC §2 "Cart panel", §5); its §8 refusals are in the error catalogue. */
export const messages = {
  title: defineMessage({ id: 'cart.title', defaultMessage: 'Your Cart' }),
  empty: defineMessage({ id: 'cart.empty', defaultMessage: 'Your cart is empty' }),
  unavailableNow: defineMessage({
    id: 'cart.unavailableNow',
    defaultMessage:
      'You have items that are not available right now, but you can schedule your order for later at checkout.',
  }),
  items: defineMessage({ id: 'cart.items', defaultMessage: 'Items in your cart' }),
  edit: defineMessage({ id: 'cart.line.edit', defaultMessage: 'Edit' }),
  editLine: defineMessage<{ name: string }>({ id: 'cart.line.editLine', defaultMessage: 'Edit {name}' }),
  remove: defineMessage<{ name: string }>({ id: 'cart.line.remove', defaultMessage: 'Remove {name}' }),
  decrease: defineMessage<{ name: string }>({
    id: 'cart.line.decrease',
    defaultMessage: 'Decrease quantity of {name}',
  }),
  increase: defineMessage<{ name: string }>({
    id: 'cart.line.increase',
    defaultMessage: 'Increase quantity of {name}',
  }),
  quantity: defineMessage<{ name: string; quantity: number }>({
    id: 'cart.line.quantity',
    defaultMessage: 'Quantity of {name}: {quantity}',
  }),
  addMoreItems: defineMessage({ id: 'cart.addMoreItems', defaultMessage: 'Add More Items' }),
  totals: defineMessage({ id: 'cart.totals', defaultMessage: 'Order total' }),
  subtotal: defineMessage({ id: 'cart.totals.subtotal', defaultMessage: 'Subtotal' }),
  discount: defineMessage({ id: 'cart.totals.discount', defaultMessage: 'Discount' }),
  deliveryFee: defineMessage({ id: 'cart.totals.deliveryFee', defaultMessage: 'Delivery fee' }),
  fees: defineMessage({ id: 'cart.totals.fees', defaultMessage: 'Fees' }),
  tax: defineMessage({ id: 'cart.totals.tax', defaultMessage: 'Tax' }),
  tip: defineMessage({ id: 'cart.totals.tip', defaultMessage: 'Tip' }),
  donations: defineMessage({ id: 'cart.totals.donations', defaultMessage: 'Donations' }),
  total: defineMessage({ id: 'cart.totals.total', defaultMessage: 'Total' }),
  promoCode: defineMessage({ id: 'cart.promo.label', defaultMessage: 'Promo code' }),
  applyPromo: defineMessage({ id: 'cart.promo.apply', defaultMessage: 'Apply' }),
  removePromo: defineMessage({ id: 'cart.promo.remove', defaultMessage: 'Remove' }),
  promoApplied: defineMessage<{ code: string }>({
    id: 'cart.promo.applied',
    defaultMessage: 'Promo code {code} applied.',
  }),
  promoRemoved: defineMessage<{ code: string }>({
    id: 'cart.promo.removed',
    defaultMessage: 'The promo code {code} was removed from your order.',
    description:
      'The order no longer meets the code’s terms (a decrease below its minimum): the site took it off.',
  }),
  walletOffers: defineMessage({ id: 'cart.walletOffers.title', defaultMessage: 'Your Offers' }),
  applyOffer: defineMessage<{ label: string }>({
    id: 'cart.walletOffers.apply',
    defaultMessage: 'Apply {label}',
  }),
  removeOffer: defineMessage<{ label: string }>({
    id: 'cart.walletOffers.remove',
    defaultMessage: 'Remove {label}',
  }),
  upsells: defineMessage({ id: 'cart.upsells.title', defaultMessage: 'Complete Your Order' }),
  checkout: defineMessage({ id: 'cart.checkout', defaultMessage: 'Proceed to Checkout' }),
  cateringMinimum: defineMessage<{ minimum: string }>({
    id: 'cart.cateringMinimum',
    defaultMessage: 'Catering delivery orders need a total of at least {minimum}.',
  }),
  announceQuantity: defineMessage<{ name: string; quantity: number; total: string }>({
    id: 'cart.announce.quantity',
    defaultMessage: '{name}: quantity {quantity}. Cart total {total}.',
    description: 'Read by screen readers after a quantity change in the cart.',
  }),
  announceRemoved: defineMessage<{ name: string; total: string }>({
    id: 'cart.announce.removed',
    defaultMessage: '{name} removed from your cart. Cart total {total}.',
    description: 'Read by screen readers after a line is removed from the cart.',
  }),
  announcePromoApplied: defineMessage<{ code: string; total: string }>({
    id: 'cart.announce.promoApplied',
    defaultMessage: 'Promo code {code} applied. Cart total {total}.',
  }),
  announcePromoRemoved: defineMessage<{ code: string; total: string }>({
    id: 'cart.announce.promoRemoved',
    defaultMessage: 'Promo code {code} removed. Cart total {total}.',
  }),
};
