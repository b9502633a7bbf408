import { configureHttpClient } from '../api/http-client';
import { selectAccessToken, selectIsCatering, usePreferencesStore, useSessionStore } from '../stores';

/**
 * Wires the http client to the client state: the member's bearer token, this browser's device id,
 * and the catering sub-type on the catering channel (SPEC §1, §7).
 */
export function configureApi(): void {
  configureHttpClient({
    getAccessToken: () => selectAccessToken(useSessionStore.getState()),
    getDeviceId: () => usePreferencesStore.getState().deviceId,
    isCatering: () => selectIsCatering(usePreferencesStore.getState()),
  });
}
