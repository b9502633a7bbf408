import { configureHttpClient } from '../api/http-client';
import { getDeviceId } from '../lib/device-id';

/**
 * Wires the http client to the session. Until the session store lands (site frame issue) the
 * site calls as a guest on the default channel.
 */
export function configureApi(): void {
  const deviceId = getDeviceId();
  configureHttpClient({
    getDeviceId: () => deviceId,
    getAccessToken: () => undefined,
    isCatering: () => false,
  });
}
