import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import {
  getGetOrderQueryKey,
  getGetOrderStatusQueryKey,
  useCancelOrder,
} from '../../../api/generated/endpoints/orders/orders';
import { Button } from '../../../ui/button/button';
import { Dialog } from '../../../ui/dialog/dialog';
import { ErrorMessage } from '../../../ui/error-message/error-message';

const messages = defineMessages({
  cancel: { id: 'checkout.status.cancel', defaultMessage: 'Cancel Order' },
  title: { id: 'checkout.status.cancelTitle', defaultMessage: 'Cancel this order?' },
  text: {
    id: 'checkout.status.cancelText',
    defaultMessage: 'The restaurant will not prepare it. This cannot be undone.',
  },
  keep: { id: 'checkout.status.keep', defaultMessage: 'Keep my order' },
});

/** Cancels the placed order while the restaurant still allows it (DELETE orders/{id}), after asking. */
export function CancelOrderButton({ orderId }: { orderId: string }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const cancellation = useCancelOrder({
    mutation: {
      onSuccess: async (order) => {
        queryClient.setQueryData(getGetOrderQueryKey(orderId), order);
        await queryClient.invalidateQueries({ queryKey: getGetOrderStatusQueryKey(orderId) });
        setAsking(false);
      },
    },
  });
  const close = () => {
    if (!cancellation.isPending) setAsking(false);
  };
  return (
    <div>
      <Button variant="secondary" onClick={() => setAsking(true)}>
        {intl.formatMessage(messages.cancel)}
      </Button>
      <Dialog
        open={asking}
        onClose={close}
        title={intl.formatMessage(messages.title)}
        actions={
          <>
            <Button
              variant="danger"
              loading={cancellation.isPending}
              onClick={() => cancellation.mutate({ id: orderId })}
            >
              {intl.formatMessage(messages.cancel)}
            </Button>
            <Button variant="secondary" onClick={close}>
              {intl.formatMessage(messages.keep)}
            </Button>
          </>
        }
      >
        <p>{intl.formatMessage(messages.text)}</p>
        {cancellation.error && <ErrorMessage error={cancellation.error} />}
      </Dialog>
    </div>
  );
}
