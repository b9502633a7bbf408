import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../../api/api-error';
import { useSetOrderDonations } from '../../../api/generated/endpoints/donations/donations';
import type { Order } from '../../../api/generated/model';
import { Checkbox } from '../../../ui/checkbox/checkbox';
import { ErrorMessage } from '../../../ui/error-message/error-message';
import { useFormatPrice } from '../../../ui/price/use-format-price';
import { ROUND_UP_CAMPAIGN_ID } from '../donation/round-up-campaign';
import { roundUpDonation } from '../donation/round-up-donation';
import * as styles from '../checkout.css';
import { useStoreOrder } from '../use-order-cache';
import { messages } from '../messages';

/**
 * The round-up donation (SPEC §4): ticking it sends the gap to the next whole dollar; while the
 * order has one, a change of the totals sends the recomputed amount, once. A failure shows the
 * server's message (SPEC §8).
 */
export function DonationSection({ order }: { order: Order }) {
  const intl = useIntl();
  const formatPrice = useFormatPrice();
  const storeOrder = useStoreOrder();
  const [failure, setFailure] = useState<ApiError>();
  const donations = useSetOrderDonations({
    mutation: {
      onSuccess: (updated) => {
        setFailure(undefined);
        storeOrder(updated);
      },
      onError: (error) => setFailure(ApiError.from(error)),
    },
  });
  const amount = roundUpDonation(order.totals);
  const current = order.donations?.find((donation) => donation.id === ROUND_UP_CAMPAIGN_ID)?.amount ?? 0;
  const donating = current > 0;
  const { mutate, isPending } = donations;
  // An amount the server just refused is not sent again on its own (that would repeat for as long
  // as the server refuses); the next change of the totals, or the checkbox, asks again.
  const refusedAmount = donations.isError ? donations.variables?.data.amount : undefined;

  useEffect(() => {
    if (donating && !isPending && current !== amount && refusedAmount !== amount) {
      mutate({ orderId: order.id, data: { id: ROUND_UP_CAMPAIGN_ID, amount } });
    }
  }, [donating, current, amount, isPending, refusedAmount, mutate, order.id]);

  return (
    <div className={styles.section}>
      <Checkbox
        label={intl.formatMessage(messages.donation, { amount: formatPrice(amount) })}
        checked={donating}
        // Stays focusable while the donation is saved; a change meanwhile is ignored (the box is controlled).
        aria-disabled={isPending || undefined}
        aria-busy={isPending || undefined}
        onCheckedChange={(checked) => {
          if (isPending) return;
          mutate({ orderId: order.id, data: { id: ROUND_UP_CAMPAIGN_ID, amount: checked ? amount : 0 } });
        }}
      />
      <ErrorMessage error={failure} />
    </div>
  );
}
