import { defineMessage, useIntl } from 'react-intl';
import { SSO_PROVIDER, type SsoProviderConfig } from '../../../config/sso-provider';
import { Button } from '../../../ui/button/button';
import { startSsoSignIn } from '../sso/start-sso-sign-in';

const signInWith = defineMessage<{ provider: string }>({
  id: 'session.sso.signInWith',
  defaultMessage: 'Sign in with {provider}',
});

/** 'Sign in with {provider}': single sign-on, offered when the deployment configures a provider. */
export function SsoSignInButton({ provider = SSO_PROVIDER }: { provider?: SsoProviderConfig }) {
  const intl = useIntl();
  const { authorizeUrl } = provider;
  if (!authorizeUrl) return null;
  return (
    <Button
      type="button"
      variant="secondary"
      size="lg"
      fullWidth
      onClick={() => startSsoSignIn({ ...provider, authorizeUrl })}
    >
      {intl.formatMessage(signInWith, { provider: provider.name })}
    </Button>
  );
}
