import { configureHttpClient } from '../api/http-client';
import {
  orderSecretOf,
  selectAccessToken,
  selectIsCatering,
  usePreferencesStore,
  useOrderStore,
  useSessionStore,
  useUiStore,
} from '../stores';

/**
 * A refused token ends the session here: token and member go, the cart stays, and the visitor is
 * asked to sign in again. A token already replaced by a new sign-in is not the session's any more.
 */
function endRefusedSession(token: string): void {
  if (selectAccessToken(useSessionStore.getState()) !== token) return;
  useSessionStore.getState().signOut();
  useUiStore.getState().setSessionExpired(true);
}

/**
 * Wires the http client to the client state: the member's bearer token, this browser's device id,
 * the catering sub-type on the catering channel (SPEC §1, §7), the visitor's language, the guest
 * secret of the order the visitor placed as a guest, and what a refused token means.
 */
export function configureApi(): void {
  configureHttpClient({
    getAccessToken: () => selectAccessToken(useSessionStore.getState()),
    getDeviceId: () => usePreferencesStore.getState().deviceId,
    isCatering: () => selectIsCatering(usePreferencesStore.getState()),
    getLanguage: () => usePreferencesStore.getState().language,
    getOrderSecret: (orderId) => orderSecretOf(useOrderStore.getState(), orderId),
    onTokenRefused: endRefusedSession,
  });
}
