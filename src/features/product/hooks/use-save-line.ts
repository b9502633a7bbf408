import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { getGetOrderQueryKey, useUpdateOrderProducts } from '../../../api/generated/endpoints/orders/orders';
import type { MenuProduct, OrderChoiceInput } from '../../../api/generated/model';
import { useDropCouponBelowMinimum } from '../../../ordering/coupon-minimum';
import { NoLocationError, useAddToOrder } from '../../../ordering/use-add-to-order';
import { usePreferencesStore, useUiStore } from '../../../stores';
import { localizeApiError } from '../../../ui/error-message/localize-api-error';
import type { ShownMessage } from '../../../ui/error-message/shown-message';
import { messages } from '../messages';
import { reportAddToCart } from '../report-add-to-cart';

export interface LineContent {
  quantity: number;
  choices: OrderChoiceInput[];
  instructions: string;
  /** One item's price with its choices, for the analytics event. */
  unitPrice: number;
}

/** The cart line being edited, when the page was opened from the cart's edit button. */
export interface EditTarget {
  orderId: string;
  lineId: number;
}

/**
 * Adds the product to the order (creating the order first, SPEC §4) or updates the edited line,
 * then opens the cart. One save at a time, so a double click adds once. Server messages (such as
 * a choice the server refuses) come back as `errors`.
 */
export function useSaveLine(product: MenuProduct, editing: EditTarget | undefined) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const { addToOrder } = useAddToOrder();
  const updateLines = useUpdateOrderProducts();
  const dropCouponBelowMinimum = useDropCouponBelowMinimum();
  const saving = useRef(false);
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<ShownMessage[]>([]);

  const save = async (content: LineContent): Promise<boolean> => {
    if (saving.current) return false;
    saving.current = true;
    setPending(true);
    setErrors([]);
    const line = {
      id: product.id,
      quantity: content.quantity,
      choices: content.choices,
      instructions: content.instructions.trim() || null,
    };
    try {
      if (editing) {
        const order = await updateLines.mutateAsync({
          id: editing.orderId,
          data: { products: [{ ...line, line_id: editing.lineId }] },
        });
        queryClient.setQueryData(getGetOrderQueryKey(order.id), order);
        await dropCouponBelowMinimum(order);
      } else {
        const order = await addToOrder([line]);
        reportAddToCart({ product, ...content }, order, usePreferencesStore.getState().channel);
      }
      useUiStore.getState().openCart();
      return true;
    } catch (error) {
      setErrors(
        error instanceof NoLocationError
          ? [intl.formatMessage(messages.chooseLocationToOrder)]
          : localizeApiError(error, intl),
      );
      return false;
    } finally {
      saving.current = false;
      setPending(false);
    }
  };

  return { save, pending, errors };
}
