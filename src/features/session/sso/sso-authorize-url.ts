import type { SsoProviderConfig } from '../../../config/sso-provider';

/** Where the identity provider sends the member back: this site's callback page. */
export const ssoRedirectUri = (origin: string, callbackPath: string): string =>
  new URL(callbackPath, origin).toString();

/** The provider's authorize address for an authorization-code sign-in (RFC 6749 §4.1.1). */
export function ssoAuthorizeUrl(
  provider: SsoProviderConfig & { authorizeUrl: string },
  { redirectUri, state, origin }: { redirectUri: string; state: string; origin: string },
): string {
  // A relative authorize URL (the mock backend's stand-in) is on this site's origin.
  const url = new URL(provider.authorizeUrl, origin);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', provider.clientId);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('state', state);
  return url.toString();
}
