import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { ApiError } from '../../../api/api-error';
import { getGetOrderQueryKey, useSetOrderHandoff } from '../../../api/generated/endpoints/orders/orders';
import { paths } from '../../../config/paths';
import { ErrorMessage } from '../../../ui/error-message/error-message';
import { useCurrentOrder } from '../../../ordering/use-current-order';
import { messages } from '../messages';
import * as styles from './handoff-toggle.css';

/**
 * SPEC §4 "Handoff toggle": Pickup on a delivery order switches the order to pickup in place;
 * otherwise it opens the location finder for pickup. Delivery always opens the finder for a
 * delivery address. The pressed button shows the current order's mode (pickup without an order).
 */
export function HandoffToggle() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const { orderId, order } = useCurrentOrder();
  const setHandoff = useSetOrderHandoff({
    mutation: {
      onSuccess: (updated) => queryClient.setQueryData(getGetOrderQueryKey(updated.id), updated),
    },
  });
  const isDelivery = order?.handoff === 'dispatch';

  const choosePickup = () => {
    if (isDelivery && orderId !== undefined) setHandoff.mutate({ id: orderId, mode: 'pickup' });
    else navigate(paths.locations.href('pickup'));
  };
  const chooseDelivery = () => navigate(paths.locations.href('delivery'));

  return (
    <div className={styles.root}>
      <div role="group" aria-label={intl.formatMessage(messages.handoffGroup)} className={styles.group}>
        <button
          type="button"
          aria-pressed={!isDelivery}
          aria-busy={setHandoff.isPending || undefined}
          className={styles.option}
          onClick={choosePickup}
        >
          {intl.formatMessage(messages.pickup)}
        </button>
        <button type="button" aria-pressed={isDelivery} className={styles.option} onClick={chooseDelivery}>
          {intl.formatMessage(messages.delivery)}
        </button>
      </div>
      {setHandoff.error && <ErrorMessage messages={ApiError.from(setHandoff.error).messages} />}
    </div>
  );
}
