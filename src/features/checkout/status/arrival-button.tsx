import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import {
  getGetOrderStatusQueryKey,
  useNotifyOrderArrival,
} from '../../../api/generated/endpoints/orders/orders';
import { Button } from '../../../ui/button/button';
import { ErrorMessage } from '../../../ui/error-message/error-message';
import * as styles from '../checkout.css';
import { messages } from '../messages';

/** Curbside: tells the restaurant the guest has arrived, then says so. */
export function ArrivalButton({ orderId, arrived }: { orderId: string; arrived: boolean }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const arrival = useNotifyOrderArrival({
    mutation: { onSuccess: (status) => queryClient.setQueryData(getGetOrderStatusQueryKey(orderId), status) },
  });
  if (arrived || arrival.isSuccess) {
    return (
      <p className={styles.note} role="status">
        {intl.formatMessage(messages.arrived)}
      </p>
    );
  }
  return (
    <div>
      <Button loading={arrival.isPending} onClick={() => arrival.mutate({ id: orderId })}>
        {intl.formatMessage(messages.imHere)}
      </Button>
      {arrival.error && <ErrorMessage error={arrival.error} />}
    </div>
  );
}
