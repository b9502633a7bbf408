import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { getGetOrderQueryKey, useRemoveOrderCoupon } from '../api/generated/endpoints/orders/orders';
import { useApplyOrderRewards, useRemoveOrderReward } from '../api/generated/endpoints/rewards/rewards';
import type { Order, WalletOffer } from '../api/generated/model';
import { selectMemberId, useSessionStore } from '../stores';
import { announce } from '../ui/announcer/announcer-store';
import { useFormatPrice } from '../ui/price/use-format-price';
import { orderChangeRefused } from '../ui/error-message/error-catalogue';
import { firstFailureText } from '../ui/error-message/localize-api-error';
import { walletOfferAnnouncements } from './order-change-messages';

/**
 * Applies a wallet offer to the order, or takes it off (SPEC §4 "Wallet offers"): one change at a
 * time, the answered order cached at once, a failure shown as 'Error: ' plus its first message
 * (SPEC §8), a success announced with the new total. The cart's offers and the offers pages share it.
 */
export function useWalletOfferChange(order: Order | undefined) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const formatPrice = useFormatPrice();
  const memberId = useSessionStore(selectMemberId);
  const applyReward = useApplyOrderRewards();
  const removeReward = useRemoveOrderReward();
  const removeCoupon = useRemoveOrderCoupon();
  const [error, setError] = useState<string>();
  const [pendingId, setPendingId] = useState<string>();
  const inFlight = useRef(false);

  const change = async (offer: WalletOffer, action: 'apply' | 'remove') => {
    if (inFlight.current || memberId === undefined || !order) return;
    inFlight.current = true;
    setPendingId(offer.id);
    setError(undefined);
    try {
      const answered =
        action === 'apply'
          ? await applyReward.mutateAsync({
              id: order.id,
              data: { memberid: memberId, references: [offer.id] },
            })
          : // The offer's code typed into the promo field is on the order as a coupon, not a reward.
            order.rewards?.some((applied) => applied.id === offer.id)
            ? await removeReward.mutateAsync({ id: order.id, rewardId: offer.id })
            : await removeCoupon.mutateAsync({ id: order.id });
      queryClient.setQueryData(getGetOrderQueryKey(answered.id), answered);
      announce(
        intl.formatMessage(walletOfferAnnouncements[action === 'apply' ? 'applied' : 'removed'], {
          offer: offer.label,
          total: formatPrice(answered.totals.total),
        }),
      );
    } catch (failure) {
      setError(intl.formatMessage(orderChangeRefused, { message: firstFailureText(failure, intl) }));
    } finally {
      inFlight.current = false;
      setPendingId(undefined);
    }
  };

  return { signedIn: memberId !== undefined, error, pendingId, change };
}
