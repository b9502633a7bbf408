import { useRef, useState } from 'react';
import { ApiError } from '../../../api/api-error';
import type { OrderProductLine } from '../../../api/generated/model';
import { useReorderPastOrder, type ReorderSource } from '../../../ordering/use-reorder-past-order';
import { useUiStore } from '../../../stores';

/**
 * Reorder from a list of past or favourite orders: one at a time, the new cart opened, the lines left
 * out and a failure kept for the list to show.
 */
export function useReorderAction() {
  const { reorderPastOrder } = useReorderPastOrder();
  const [reorderingKey, setReorderingKey] = useState<string>();
  const [failure, setFailure] = useState<ApiError>();
  const [leftOut, setLeftOut] = useState<OrderProductLine[]>([]);
  const inFlight = useRef(false);

  /** `key` names the button that asked, which shows as busy. */
  const reorder = async (source: ReorderSource, key: string) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setReorderingKey(key);
    setFailure(undefined);
    setLeftOut([]);
    try {
      const outcome = await reorderPastOrder(source);
      setLeftOut(outcome.leftOut);
      useUiStore.getState().openCart();
    } catch (error) {
      setFailure(ApiError.from(error));
    } finally {
      inFlight.current = false;
      setReorderingKey(undefined);
    }
  };

  return {
    reorder: (source: ReorderSource, key: string) => void reorder(source, key),
    reorderingKey,
    failure,
    leftOut,
  };
}
