import type { QueryClient } from '@tanstack/react-query';
import { signOutMember } from '../../api/generated/endpoints/members/members';
import { abandonOrder } from '../../api/generated/endpoints/orders/orders';
import { resetClientState, selectOrderId, useOrderStore } from '../../stores';
import { removeMemberQueries } from './member-queries';

/**
 * SPEC §4 "Session": sign-out abandons the current order and clears user and token. The calls go
 * first, while the token is still there to authorise them (the order before the token is revoked);
 * the local session is cleared whatever they answer, so a member can always sign out, offline too.
 * Never rejects.
 */
export async function endMemberSession(queryClient: QueryClient): Promise<void> {
  const orderId = selectOrderId(useOrderStore.getState());
  try {
    if (orderId !== undefined) await abandonOrder(orderId);
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
}
