import { CLIENT_TYPE } from './client';
import { ORDERING_PROVIDER } from './client-state';

/**
 * Single sign-on (SPEC §7 members/sso, route /account/oauthcallback), set per deployment. Design
 * choice: an OAuth authorization-code flow at the ordering auth provider, the only provider whose
 * tokens the site accepts (SPEC §3). Without an authorize URL the sign-in page offers no SSO.
 */
export interface SsoProviderConfig {
  /** The provider key sent with the code (members/sso `provider`). */
  key: string;
  /** Shown as 'Sign in with {name}'. */
  name: string;
  authorizeUrl: string | undefined;
  clientId: string;
}

export function ssoProviderConfig(env: Partial<ImportMetaEnv> = import.meta.env): SsoProviderConfig {
  return {
    key: ORDERING_PROVIDER,
    name: env.VITE_SSO_PROVIDER_NAME || 'SSO',
    authorizeUrl: env.VITE_SSO_AUTHORIZE_URL || undefined,
    clientId: env.VITE_SSO_CLIENT_ID || CLIENT_TYPE,
  };
}

export const SSO_PROVIDER: SsoProviderConfig = ssoProviderConfig();
