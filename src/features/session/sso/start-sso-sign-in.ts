import { paths } from '../../../config/paths';
import type { SsoProviderConfig } from '../../../config/sso-provider';
import { ssoAuthorizeUrl, ssoRedirectUri } from './sso-authorize-url';
import { rememberSsoState } from './sso-state';

interface StartOptions {
  origin?: string;
  storage?: Storage | null;
  /** Leaves the site for the provider (the browser's own navigation unless a test watches it). */
  leave?: (href: string) => void;
}

/**
 * Sends the member to the identity provider's authorize page with a fresh `state`. The redirect to
 * come back to after sign-in is already in the session store (`?redirect=` on the sign-in page),
 * which is persisted, so it survives the round trip.
 */
export function startSsoSignIn(
  provider: SsoProviderConfig & { authorizeUrl: string },
  {
    origin = window.location.origin,
    storage,
    leave = (href) => window.location.assign(href),
  }: StartOptions = {},
): void {
  const state = rememberSsoState(storage);
  const redirectUri = ssoRedirectUri(origin, paths.accountOauthCallback.href());
  leave(ssoAuthorizeUrl(provider, { redirectUri, state, origin }));
}
