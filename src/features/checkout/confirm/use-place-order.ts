import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ApiError } from '../../../api/api-error';
import {
  getGetOrderQueryKey,
  getOrder,
  useSubmitOrder,
  useTrackOrder,
} from '../../../api/generated/endpoints/orders/orders';
import type { Order, SubmitRequest, SubmitResult, TrackRequest } from '../../../api/generated/model';
import { randomUuid } from '../../../lib/random-uuid';
import { useOrderStore } from '../../../stores';
import type { PendingPayment } from '../payment/pending-payment-store';
import { forgetSubmitIntent, keepSubmitIntent, readSubmitIntent } from './submit-intent';

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

/** SPEC §7 "track": a submit that failed, for diagnosis: the server's messages, else why there are none. */
export const trackedSubmitFailure = (error: unknown): TrackRequest => {
  const failure = ApiError.from(error);
  const said = failure.clientFailure ?? failure.serverMessages.join(' ');
  return { error: said, type: 'submit', details: { status: failure.status } };
};

/**
 * The server answered and said no: the order was not placed by this submit, so its intent ends.
 * No answer, a time-out or a server fault leave the outcome unknown, and the intent stays for the retry.
 */
export const isRefusal = (error: ApiError): boolean =>
  error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;

/**
 * The order is known placed: its intent ends, it is cached for its confirmation, and it is no longer
 * the cart. A guest's placed order answers only with its secret from now on, so the secret is kept.
 */
export function settlePlacedOrder(
  queryClient: QueryClient,
  order: Order,
  guestSecret?: string | null,
): Order {
  if (guestSecret) useOrderStore.getState().keepPlacedOrder({ id: order.id, secret: guestSecret });
  forgetSubmitIntent();
  queryClient.setQueryData(getGetOrderQueryKey(order.id), order);
  useOrderStore.getState().clearOrder();
  return order;
}

/**
 * Submits the order once per intent. The idempotency key is the pending intent's (a submit whose
 * outcome is unknown, kept in storage with its order and body, `submit-intent.ts`) or a new one,
 * and a retry sends the intent's body again with it; a second click while a request runs gets the
 * same promise. A 409 "already submitted" reads the order: submitted, it is this visitor's placed
 * order (an earlier attempt's answer was lost), and is confirmed like a success. Once placed the
 * order reference is cleared (the cart is done) and the order cached; the purchase, or the failure,
 * is recorded with the track call, whose own failure is only logged.
 */
export function usePlaceOrder(orderId: string | undefined) {
  const [idempotencyKey] = useState(
    () => (orderId === undefined ? undefined : readSubmitIntent(orderId)?.key) ?? randomUuid(),
  );
  const inFlight = useRef<Promise<Order> | null>(null);
  const [isPlacing, setPlacing] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const queryClient = useQueryClient();
  const submit = useSubmitOrder({
    request: { headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey } },
  });

  const track = useTrackOrder({
    mutation: { onError: (error) => console.error('Recording the order with track failed.', error) },
  });

  /** After a 409: the order itself says whether it was placed. */
  const placedAlready = async (id: string): Promise<Order | undefined> => {
    const order = await queryClient.fetchQuery({
      queryKey: getGetOrderQueryKey(id),
      queryFn: ({ signal }) => getOrder(id, undefined, signal),
      staleTime: 0,
    });
    return order.status === 'submitted' ? order : undefined;
  };

  const attempt = async (id: string, data: SubmitRequest): Promise<Order> => {
    const pending = readSubmitIntent(id);
    const body = pending?.key === idempotencyKey ? pending.body : data;
    keepSubmitIntent({ orderId: id, key: idempotencyKey, body });
    try {
      const result = await submit.mutateAsync({ id, data: body });
      track.mutate({ id: result.order.id, data: trackedPurchase(result) });
      return settlePlacedOrder(queryClient, result.order, result.guest_secret);
    } catch (error: unknown) {
      const failure = ApiError.from(error);
      const placed = failure.status === 409 ? await placedAlready(id).catch(() => undefined) : undefined;
      if (placed) return settlePlacedOrder(queryClient, placed);
      if (isRefusal(failure)) forgetSubmitIntent();
      setError(failure);
      track.mutate({ id, data: trackedSubmitFailure(error) });
      throw failure;
    }
  };

  const placeOrder = (id: string, data: SubmitRequest): Promise<Order> => {
    if (!inFlight.current) {
      setPlacing(true);
      setError(null);
      inFlight.current = attempt(id, data).finally(() => {
        // A failed attempt may be retried with the same key.
        inFlight.current = null;
        setPlacing(false);
      });
    }
    return inFlight.current;
  };

  return { placeOrder, isPlacing, error, idempotencyKey };
}
