import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSignOutMember } from '../../../api/generated/endpoints/members/members';
import { useAbandonOrder } from '../../../api/generated/endpoints/orders/orders';
import { resetClientState, selectOrderId, useOrderStore } from '../../../stores';
import { removeMemberQueries } from '../member-queries';

export interface SignOut {
  /** Resolves once the member is signed out here; never rejects. */
  signOut: () => Promise<void>;
  isSigningOut: boolean;
}

/**
 * SPEC §4 "Session": sign-out abandons the current order and clears user and token. The calls go
 * first, while the token is still there to authorise them (the order before the token is revoked);
 * the local session is cleared whatever they answer, so a member can always sign out, offline too.
 */
export function useSignOut(): SignOut {
  const queryClient = useQueryClient();
  const { mutateAsync: abandonOrder } = useAbandonOrder();
  const { mutateAsync: signOutMember } = useSignOutMember();
  const [isSigningOut, setIsSigningOut] = useState(false);
  const inFlight = useRef<Promise<void> | null>(null);

  const signOut = useCallback(() => {
    // A second click while signing out waits for the first instead of calling again.
    inFlight.current ??= (async () => {
      setIsSigningOut(true);
      const orderId = selectOrderId(useOrderStore.getState());
      try {
        if (orderId !== undefined) await abandonOrder({ id: orderId });
      } catch (error) {
        console.error('Abandoning the order on sign-out failed; signing out anyway.', error);
      }
      try {
        await signOutMember();
      } catch (error) {
        console.error('The server sign-out failed; signing out here anyway.', error);
      }
      resetClientState();
      removeMemberQueries(queryClient, orderId);
      setIsSigningOut(false);
      inFlight.current = null;
    })();
    return inFlight.current;
  }, [abandonOrder, signOutMember, queryClient]);

  return { signOut, isSigningOut };
}
