import { defineMessage } from 'react-intl';

/** The one wording of a refused change to the order: a promo code or a wallet offer (SPEC §8). */
export const orderChangeRefused = defineMessage<{ message: string }>({
  id: 'cart.error',
  defaultMessage: 'Error: {message}',
  description: 'A rejected promo code or wallet offer, e.g. "Error: Invalid promo code."',
});
