import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../../api/api-error';
import { useApplyOrderCoupon, useRemoveOrderCoupon } from '../../../api/generated/endpoints/orders/orders';
import type { Order } from '../../../api/generated/model';
import {
  orderChangeRefused,
  promoRejectionMessages,
  type PromoRejectionKind,
} from '../../../ui/error-message/error-catalogue';
import { firstFailureText } from '../../../ui/error-message/localize-api-error';
import { normalisePromoCode, promoRejection } from '../promo-code/promo-code-message';
import { useCartAnnouncements } from './use-cart-announcements';
import { useCacheOrder } from './use-cart-order-cache';

/** SPEC §4: an order whose first discount is a coupon shows its code as approved. */
export function approvedPromoCode(order: Pick<Order, 'coupon' | 'discounts'>): string | undefined {
  const code = order.coupon?.couponcode;
  return code && order.discounts?.[0]?.type === 'Coupon' ? code : undefined;
}

/**
 * SPEC §4/§5/§8 promo state machine: empty → approved (the order carries the coupon) or failed
 * ('Error: {message}'); Remove returns to empty. The approved state is read from the order itself,
 * so a coupon already on the order shows as approved on load.
 */
export function usePromoCode(order: Order) {
  const intl = useIntl();
  const cacheOrder = useCacheOrder();
  const applyCoupon = useApplyOrderCoupon();
  const removeCoupon = useRemoveOrderCoupon();
  const announcements = useCartAnnouncements();
  const [error, setError] = useState<string>();
  const approvedCode = approvedPromoCode(order);

  const refused = (message: string) => intl.formatMessage(orderChangeRefused, { message });
  const refusedAs = (kind: PromoRejectionKind) => refused(intl.formatMessage(promoRejectionMessages[kind]));

  const apply = async (input: string): Promise<boolean> => {
    const code = normalisePromoCode(input);
    if (!code) {
      setError(refusedAs('empty'));
      return false;
    }
    setError(undefined);
    try {
      const answered = cacheOrder(await applyCoupon.mutateAsync({ id: order.id, data: { code } }));
      announcements.promoApplied(answered, approvedPromoCode(answered) ?? code);
      return true;
    } catch (failure) {
      const kind = promoRejection(ApiError.from(failure).serverMessages);
      setError(kind ? refusedAs(kind) : refused(firstFailureText(failure, intl)));
      return false;
    }
  };

  const remove = async (): Promise<boolean> => {
    setError(undefined);
    try {
      const answered = cacheOrder(await removeCoupon.mutateAsync({ id: order.id }));
      announcements.promoRemoved(answered, approvedCode ?? '');
      return true;
    } catch (failure) {
      setError(refused(firstFailureText(failure, intl)));
      return false;
    }
  };

  return {
    approvedCode,
    error,
    pending: applyCoupon.isPending || removeCoupon.isPending,
    apply,
    remove,
    clearError: () => setError(undefined),
  };
}
