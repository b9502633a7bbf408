import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { getListOrderUpsellsQueryKey } from '../../api/generated/endpoints/upsells/upsells';
import type { Upsell } from '../../api/generated/model';
import { UPSELL_RELOAD_MS } from '../../config/menus';
import { itemsValue, pushEcommerceEvent } from '../../lib/analytics/data-layer';
import { useIntl } from 'react-intl';
import { announce } from '../../ui/announcer/announcer-store';
import { useFormatPrice } from '../../ui/price/use-format-price';
import { useAddToOrder } from '../use-add-to-order';
import { upsellMessages } from './upsell-messages';

/**
 * The cart's upsell rules, wherever a suggestion is offered: one tap adds one of it as an upsell
 * line with no choices, reports `add_to_cart`, and 100 ms later the order's suggestions (and
 * `alsoReload`, the list it was chosen from) are asked again, as the added item is no longer
 * suggested. A failure is kept for the list to say 'Error adding to cart' (SPEC §8).
 */
export function useAddUpsell(orderId: string, alsoReload: readonly QueryKey[] = []) {
  const queryClient = useQueryClient();
  const intl = useIntl();
  const formatPrice = useFormatPrice();
  const { addToOrder, pending } = useAddToOrder();
  const [failed, setFailed] = useState(false);

  const addUpsell = async (upsell: Upsell) => {
    setFailed(false);
    try {
      const order = await addToOrder([{ id: upsell.id, quantity: 1, choices: [], isupsell: true }]);
      announce(
        intl.formatMessage(upsellMessages.added, {
          name: upsell.name,
          total: formatPrice(order.totals.total),
        }),
      );
      const added = [{ item_id: String(upsell.id), item_name: upsell.name, price: upsell.cost, quantity: 1 }];
      pushEcommerceEvent({ event: 'add_to_cart', items: added, value: itemsValue(added) });
      window.setTimeout(() => {
        for (const queryKey of [getListOrderUpsellsQueryKey(orderId), ...alsoReload]) {
          void queryClient.invalidateQueries({ queryKey });
        }
      }, UPSELL_RELOAD_MS);
    } catch (error) {
      console.error('Adding an upsell failed.', error);
      setFailed(true);
    }
  };

  return { addUpsell, pending, failed };
}
