import { useEffect, useMemo } from 'react';
import { useListOrderRewards } from '../../../api/generated/endpoints/rewards/rewards';
import type { Order } from '../../../api/generated/model';
import { useWalletOfferChange } from '../../../ordering/use-wallet-offer-change';
import { visibleWalletOffers, walletOfferAction } from '../../../ordering/wallet-offer-rules';
import { usePreferencesStore } from '../../../stores';

/**
 * SPEC §4/§5 wallet offers of the signed-in member usable on this order (the order rewards call),
 * filtered and labelled for the channel, each with its action. A failed load is logged only; a
 * failed apply or remove shows 'Error: ' plus the first error (SPEC §8).
 */
export function useWalletOffers(order: Order) {
  const channel = usePreferencesStore((state) => state.channel);
  const { signedIn, error, pendingId, change } = useWalletOfferChange(order);
  const list = useListOrderRewards(order.id, { query: { enabled: signedIn } });

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

  return { signedIn, offers, error, pendingId, change };
}
