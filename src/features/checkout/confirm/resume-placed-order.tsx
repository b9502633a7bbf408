import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { ApiError } from '../../../api/api-error';
import { useGetOrder, useSubmitOrder } from '../../../api/generated/endpoints/orders/orders';
import { paths } from '../../../config/paths';
import { useInAppCatering } from '../../../ordering/use-in-app-catering';
import { forgetSubmitIntent, readPendingIntent } from './submit-intent';
import { isRefusal, settlePlacedOrder } from './use-place-order';

/**
 * The visitor placed an order and the page went away before the answer came (a reload, a closed
 * tab). Once the order reads as submitted, its confirmation is shown, as the answer would have
 * shown it, instead of an empty cart. An order still open keeps the intent: Place Order again sends
 * the same key. A guest's placed order answers only with the secret that answer carried, so it reads
 * as unknown (404): the submit is then replayed with the intent's key and body, which the server
 * answers with the first submit's result, secret included, and never places a second order; an
 * order the server refuses or does not know ends the intent.
 */
export function ResumePlacedOrder() {
  const [, navigate] = useLocation();
  const confirmationOf = useInAppCatering() ? paths.appConfirm.href : paths.orderConfirm.href;
  const queryClient = useQueryClient();
  const [intent] = useState(readPendingIntent);
  // The same query as the current order's: no request of its own.
  const { data: order, error } = useGetOrder(intent?.orderId ?? '', {
    query: { enabled: intent !== undefined },
  });
  const replay = useSubmitOrder({
    request: { headers: { 'Content-Type': 'application/json', 'Idempotency-Key': intent?.key ?? '' } },
  });
  const placed = order?.status === 'submitted';
  const hidden = error?.status === 404;

  useEffect(() => {
    if (!placed) return;
    settlePlacedOrder(queryClient, order);
    navigate(confirmationOf(order.id), { replace: true });
  }, [placed, order, queryClient, navigate, confirmationOf]);

  const { mutateAsync: replaySubmit, isIdle } = replay;
  useEffect(() => {
    if (!hidden || !intent || !isIdle) return;
    replaySubmit({ id: intent.orderId, data: intent.body }).then(
      (result) => {
        settlePlacedOrder(queryClient, result.order, result.guest_secret);
        navigate(confirmationOf(result.order.id), { replace: true });
      },
      (failure: unknown) => {
        if (isRefusal(ApiError.from(failure))) forgetSubmitIntent();
      },
    );
  }, [hidden, intent, isIdle, replaySubmit, queryClient, navigate, confirmationOf]);

  return null;
}
