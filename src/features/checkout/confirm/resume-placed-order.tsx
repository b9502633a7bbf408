import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useGetOrder } from '../../../api/generated/endpoints/orders/orders';
import { paths } from '../../../config/paths';
import { useInAppCatering } from '../../../ordering/use-in-app-catering';
import { forgetSubmitIntent, readPendingIntent } from './submit-intent';

/**
 * The visitor placed an order and the page went away before the answer came (a reload, a closed
 * tab). Once the order reads as submitted, its confirmation is shown, as the answer would have
 * shown it, instead of an empty cart; an order the server no longer knows ends the intent. An
 * order still open keeps it: Place Order again sends the same key.
 */
export function ResumePlacedOrder() {
  const [, navigate] = useLocation();
  const confirmationOf = useInAppCatering() ? paths.appConfirm.href : paths.orderConfirm.href;
  const [intent] = useState(readPendingIntent);
  // The same query as the current order's: no request of its own.
  const { data: order, error } = useGetOrder(intent?.orderId ?? 0, {
    query: { enabled: intent !== undefined },
  });
  const placed = order?.status === 'submitted';
  const unknown = error?.status === 404;

  useEffect(() => {
    if (!placed && !unknown) return;
    forgetSubmitIntent();
    if (placed) navigate(confirmationOf(order.id), { replace: true });
  }, [placed, unknown, order, navigate, confirmationOf]);

  return null;
}
