import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../../api/api-error';
import {
  useApplyOrderRewards,
  useListOrderRewards,
  useRemoveOrderReward,
} from '../../../api/generated/endpoints/rewards/rewards';
import { useRemoveOrderCoupon } from '../../../api/generated/endpoints/orders/orders';
import type { Order, WalletOffer } from '../../../api/generated/model';
import { selectMemberId, usePreferencesStore, useSessionStore } from '../../../stores';
import { localizeErrorMessages } from '../../../ui/error-message/localize-error-messages';
import { messages } from '../messages';
import { visibleWalletOffers, walletOfferAction } from '../wallet-offers/visible-wallet-offers';
import { useCacheOrder } from './use-cart-order-cache';

/**
 * SPEC §4/§5 wallet offers of the signed-in member usable on this order (the order rewards call),
 * filtered and labelled for the channel, each with its action. A failed load is logged only; a
 * failed apply or remove shows 'Error: ' plus the first error (SPEC §8).
 */
export function useWalletOffers(order: Order) {
  const intl = useIntl();
  const cacheOrder = useCacheOrder();
  const memberId = useSessionStore(selectMemberId);
  const channel = usePreferencesStore((state) => state.channel);
  const list = useListOrderRewards(order.id, { query: { enabled: memberId !== undefined } });
  const applyReward = useApplyOrderRewards();
  const removeReward = useRemoveOrderReward();
  const removeCoupon = useRemoveOrderCoupon();
  const [error, setError] = useState<string>();
  const [pendingId, setPendingId] = useState<string>();

  useEffect(() => {
    if (list.error) console.error('Loading the wallet offers failed.', list.error);
  }, [list.error]);

  const offers = useMemo(
    () =>
      visibleWalletOffers(list.data?.rewards ?? [], { channel, now: new Date() }).map((offer) => ({
        offer,
        action: walletOfferAction(offer, order.coupon?.couponcode),
      })),
    [list.data, channel, order.coupon?.couponcode],
  );

  const change = async (offer: WalletOffer, action: 'apply' | 'remove') => {
    if (pendingId !== undefined || memberId === undefined) return;
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
      cacheOrder(answered);
    } catch (failure) {
      setError(
        intl.formatMessage(messages.errorPrefixed, {
          message: localizeErrorMessages(ApiError.from(failure).messages, intl)[0] ?? '',
        }),
      );
    } finally {
      setPendingId(undefined);
    }
  };

  return { signedIn: memberId !== undefined, offers, error, pendingId, change };
}
