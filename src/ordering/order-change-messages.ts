import { defineMessage } from 'react-intl';

/** The one wording of a refused change to the order: a promo code or a wallet offer (SPEC §8). */
export const orderChangeRefused = defineMessage<{ message: string }>({
  id: 'cart.error',
  defaultMessage: 'Error: {message}',
  description: 'A rejected promo code or wallet offer, e.g. "Error: Invalid promo code."',
});

/** Said once a wallet offer is on the order or off it, as a promo code's change is. */
export const walletOfferAnnouncements = {
  applied: defineMessage<{ offer: string; total: string }>({
    id: 'cart.announce.offerApplied',
    defaultMessage: 'Offer {offer} applied. Cart total {total}.',
  }),
  removed: defineMessage<{ offer: string; total: string }>({
    id: 'cart.announce.offerRemoved',
    defaultMessage: 'Offer {offer} removed. Cart total {total}.',
  }),
};
