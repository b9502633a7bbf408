import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getGetOrderQueryKey } from '../api/generated/endpoints/orders/orders';
import { getListOrderRewardsQueryKey } from '../api/generated/endpoints/rewards/rewards';
import { getListOrderUpsellsQueryKey } from '../api/generated/endpoints/upsells/upsells';
import { selectOrderId, useOrderStore, usePreferencesStore } from '../stores';

/**
 * The server names an order's lines in the call's language (the contract's "Language"), so after a
 * language switch the cached order is asked for again: the cart and checkout then read in the new
 * language, and so are its upsell suggestions and the wallet offers usable on it. The order is not
 * keyed by language like the menus: its answers to every order change are written to one cache
 * entry, which must stay the single copy of the cart.
 */
export function OrderFollowsLanguage() {
  const queryClient = useQueryClient();
  const language = usePreferencesStore((state) => state.language);
  const orderId = useOrderStore(selectOrderId);
  const shownIn = useRef(language);

  useEffect(() => {
    if (shownIn.current === language) return;
    shownIn.current = language;
    if (orderId === undefined) return;
    void queryClient.invalidateQueries({ queryKey: getGetOrderQueryKey(orderId) });
    void queryClient.invalidateQueries({ queryKey: getListOrderRewardsQueryKey(orderId) });
    // The order's suggestions, and each product's (keyed below the order's), are named the same way.
    const [upsells] = getListOrderUpsellsQueryKey(orderId);
    void queryClient.invalidateQueries({
      predicate: ({ queryKey: [key] }) => typeof key === 'string' && key.startsWith(upsells),
    });
  }, [language, orderId, queryClient]);

  return null;
}
