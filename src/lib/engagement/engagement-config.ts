/**
 * The customer-engagement service a build talks to: Braze's web SDK with an API key and its SDK
 * endpoint (`VITE_BRAZE_API_KEY`, `VITE_BRAZE_SDK_ENDPOINT`, both needed). Without them the site
 * uses the engagement stand-in of the contract (the mock backend answers it offline).
 */
export interface BrazeConfig {
  apiKey: string;
  /** The SDK endpoint host Braze gives the workspace, e.g. `sdk.iad-01.braze.com`. */
  endpoint: string;
}

export function brazeConfig(
  env: { VITE_BRAZE_API_KEY?: string; VITE_BRAZE_SDK_ENDPOINT?: string } = import.meta.env,
): BrazeConfig | undefined {
  const apiKey = env.VITE_BRAZE_API_KEY?.trim();
  const endpoint = env.VITE_BRAZE_SDK_ENDPOINT?.trim();
  return apiKey && endpoint ? { apiKey, endpoint } : undefined;
}
