import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getGetOrderQueryKey } from '../../../api/generated/endpoints/orders/orders';
import type { OrderProductLine } from '../../../api/generated/model';
import { EDIT_LINE_RELOAD_MS } from '../../../config/menus';
import { useCurrentOrder } from '../../../ordering/use-current-order';

export type EditedLine =
  | { status: 'loading' }
  /** Not editing, or the line is no longer in the order: the page adds a new line. */
  | { status: 'none' }
  | { status: 'ready'; orderId: string; line: OrderProductLine };

/**
 * The cart line a `?cid=` link edits. SPEC §4 "Cart item": editing reloads the order product
 * after 250 ms, so the page starts from the line as the server has it now.
 */
export function useEditedLine(lineReference: string | null): EditedLine {
  const queryClient = useQueryClient();
  const { orderId, order } = useCurrentOrder();
  const lineId = lineReference !== null && /^\d+$/.test(lineReference) ? Number(lineReference) : undefined;
  const editing = lineId !== undefined && orderId !== undefined;
  const [reloaded, setReloaded] = useState(false);

  useEffect(() => {
    if (lineId === undefined || orderId === undefined) return;
    let active = true;
    const timer = window.setTimeout(() => {
      void queryClient.refetchQueries({ queryKey: getGetOrderQueryKey(orderId) }).finally(() => {
        if (active) setReloaded(true);
      });
    }, EDIT_LINE_RELOAD_MS);
    return () => {
      active = false;
      window.clearTimeout(timer);
    };
  }, [queryClient, orderId, lineId]);

  if (!editing) return { status: 'none' };
  if (!reloaded) return { status: 'loading' };
  const line = order?.products.find((candidate) => candidate.id === lineId);
  return line && orderId !== undefined ? { status: 'ready', orderId, line } : { status: 'none' };
}
