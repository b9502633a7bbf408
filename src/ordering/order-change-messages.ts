import { defineMessage } from 'react-intl';

/**
 * Said once a wallet offer is on the order or off it, as a promo code's change is. A refused change
 * is worded by the error catalogue (`orderChangeRefused`).
 */
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
