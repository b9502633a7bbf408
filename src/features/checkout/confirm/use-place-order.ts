import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { getGetOrderQueryKey, useSubmitOrder } from '../../../api/generated/endpoints/orders/orders';
import type { Order, SubmitRequest, SubmitResult } from '../../../api/generated/model';
import { useOrderStore } from '../../../stores';
import type { PendingPayment } from '../payment/pending-payment-store';

/** The contract's submit body: the whole total on the one card (saved account or one-time token). */
export function submitRequest(
  order: Pick<Order, 'totals'>,
  payment: PendingPayment,
  signedIn: boolean,
): SubmitRequest {
  const amount = order.totals.total;
  return {
    usertype: signedIn ? 'user' : 'guest',
    payments: [
      payment.kind === 'saved'
        ? { type: 'creditcard', amount, account_id: payment.accountId }
        : { type: 'creditcard', amount, token: payment.token },
    ],
  };
}

/**
 * Submits the order once per confirmation: one idempotency key for the dialog's lifetime, and a
 * second click while the first request runs gets the same promise instead of a second request.
 * On success the order reference is cleared (the cart is done) and the submitted order is cached.
 */
export function usePlaceOrder() {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const inFlight = useRef<Promise<SubmitResult> | null>(null);
  const queryClient = useQueryClient();
  const submit = useSubmitOrder({
    request: { headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey } },
  });

  const placeOrder = (orderId: number, data: SubmitRequest): Promise<SubmitResult> => {
    inFlight.current ??= submit
      .mutateAsync({ id: orderId, data })
      .then((result) => {
        queryClient.setQueryData(getGetOrderQueryKey(result.order.id), result.order);
        useOrderStore.getState().clearOrder();
        return result;
      })
      .catch((error: unknown) => {
        // A failed attempt may be retried with the same key.
        inFlight.current = null;
        throw error;
      });
    return inFlight.current;
  };

  return { placeOrder, isPending: submit.isPending, error: submit.error, idempotencyKey };
}
