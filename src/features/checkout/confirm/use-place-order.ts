import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ApiError } from '../../../api/api-error';
import {
  getGetOrderQueryKey,
  useSubmitOrder,
  useTrackOrder,
} from '../../../api/generated/endpoints/orders/orders';
import type { Order, SubmitRequest, SubmitResult, TrackRequest } from '../../../api/generated/model';
import { randomUuid } from '../../../lib/random-uuid';
import { useOrderStore } from '../../../stores';
import type { PendingPayment } from '../payment/pending-payment-store';

/**
 * The contract's submit body: the whole total on the one card (saved account, or one-time token of a
 * new card, saved to the member's payments when they asked).
 */
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
        : { type: 'creditcard', amount, token: payment.token, ...(payment.save ? { save: true } : {}) },
    ],
  };
}

/** SPEC §7 "track": the purchase of a submitted order, for analytics (its confirmation and lines). */
export const trackedPurchase = ({ order, confirmation }: SubmitResult): TrackRequest => ({
  id: confirmation,
  products: order.products.map((line) => ({
    id: line.product_id,
    name: line.name,
    quantity: line.quantity,
    price: line.cost.base,
  })),
});

/** SPEC §7 "track": a submit that failed, for diagnosis. */
export const trackedSubmitFailure = (error: unknown): TrackRequest => {
  const failure = ApiError.from(error);
  return { error: failure.messages.join(' '), type: 'submit', details: { status: failure.status } };
};

/**
 * Submits the order once per confirmation: one idempotency key for the dialog's lifetime, and a
 * second click while the first request runs gets the same promise instead of a second request.
 * On success the order reference is cleared (the cart is done) and the submitted order is cached.
 * The purchase, or the failure, is then recorded with the track call; a failure to record is only
 * logged.
 */
export function usePlaceOrder() {
  const [idempotencyKey] = useState(() => randomUuid());
  const inFlight = useRef<Promise<SubmitResult> | null>(null);
  const queryClient = useQueryClient();
  const submit = useSubmitOrder({
    request: { headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey } },
  });

  const track = useTrackOrder({
    mutation: { onError: (error) => console.error('Recording the order with track failed.', error) },
  });

  const placeOrder = (orderId: number, data: SubmitRequest): Promise<SubmitResult> => {
    inFlight.current ??= submit
      .mutateAsync({ id: orderId, data })
      .then((result) => {
        queryClient.setQueryData(getGetOrderQueryKey(result.order.id), result.order);
        useOrderStore.getState().clearOrder();
        track.mutate({ id: result.order.id, data: trackedPurchase(result) });
        return result;
      })
      .catch((error: unknown) => {
        // A failed attempt may be retried with the same key.
        inFlight.current = null;
        track.mutate({ id: orderId, data: trackedSubmitFailure(error) });
        throw error;
      });
    return inFlight.current;
  };

  return { placeOrder, isPending: submit.isPending, error: submit.error, idempotencyKey };
}
