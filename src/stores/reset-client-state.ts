import { STORAGE_KEYS } from '../config/client-state';
import { removePersisted } from '../lib/persisted-state';
import { useMenuStore } from './menu-store';
import { useOrderStore } from './order-store';
import { useSessionStore } from './session-store';
import { useUiStore } from './ui-store';

/**
 * The client side of signing out (SPEC §4 "Session"): forgets the token, the member's session
 * flags, the stored profile and wallet offers, the order reference and a pending wallet offer,
 * and closes the cart and the confirmation dialog of the abandoned order. Language, channel, the
 * chosen location and menu stay, so the visitor carries on as a guest where they were. The caller
 * abandons the order on the server and clears member data from the query cache.
 */
export function resetClientState(): void {
  useSessionStore.getState().signOut();
  removePersisted(STORAGE_KEYS.user);
  removePersisted(STORAGE_KEYS.offers);
  useOrderStore.getState().clearOrder();
  useMenuStore.getState().setOfferToApply(null);
  useUiStore.getState().closeCart();
  useUiStore.getState().setOrderConfirming(false);
}
