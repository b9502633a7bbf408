import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../api/api-error';
import { useCreateOrderPaymentToken } from '../../../api/generated/endpoints/orders/orders';

/**
 * The order's one-time card token for the hosted card form (POST orders/{id}/token), asked for when
 * a new card is wanted. `renew` replaces a spent or refused one: after a decline, or when the form
 * says the token expired.
 */
export function useCardToken(orderId: string | undefined, wanted: boolean) {
  const create = useCreateOrderPaymentToken();
  const { mutateAsync } = create;
  const [token, setToken] = useState<string>();
  const [failure, setFailure] = useState<ApiError>();
  const asked = useRef(false);

  const renew = useCallback(async () => {
    if (orderId === undefined) return;
    setToken(undefined);
    setFailure(undefined);
    try {
      setToken((await mutateAsync({ id: orderId })).token);
    } catch (error) {
      setFailure(ApiError.from(error));
    }
  }, [orderId, mutateAsync]);

  useEffect(() => {
    if (!wanted || asked.current) return;
    asked.current = true;
    void renew();
  }, [wanted, renew]);

  return { token, renew, failure };
}
