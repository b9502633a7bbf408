import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getGetOrderQueryKey } from '../api/generated/endpoints/orders/orders';
import { selectOrderId, useOrderStore, usePreferencesStore } from '../stores';

/**
 * The server names an order's lines in the call's language (the contract's "Language"), so after a
 * language switch the cached order is asked for again: the cart and checkout then read in the new
 * language. The order is not keyed by language like the menus: its answers to every order change are
 * written to one cache entry, which must stay the single copy of the cart.
 */
export function OrderFollowsLanguage() {
  const queryClient = useQueryClient();
  const language = usePreferencesStore((state) => state.language);
  const orderId = useOrderStore(selectOrderId);
  const shownIn = useRef(language);

  useEffect(() => {
    if (shownIn.current === language) return;
    shownIn.current = language;
    if (orderId !== undefined) void queryClient.invalidateQueries({ queryKey: getGetOrderQueryKey(orderId) });
  }, [language, orderId, queryClient]);

  return null;
}
