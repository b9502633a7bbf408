import { screen } from '@testing-library/react';
import { ssoProviderConfig } from '../../../config/sso-provider';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { SsoSignInButton } from './sso-sign-in-button';

describe('SsoSignInButton', () => {
  it("offers 'Sign in with {provider}' when the deployment configures a provider", () => {
    const provider = ssoProviderConfig({
      VITE_SSO_AUTHORIZE_URL: 'https://id.example.com/authorize',
      VITE_SSO_PROVIDER_NAME: 'Henhouse ID',
    });
    renderWithProviders(<SsoSignInButton provider={provider} />);

    expect(screen.getByRole('button', { name: 'Sign in with Henhouse ID' })).toBeVisible();
  });

  it('is not shown without an authorize address', () => {
    renderWithProviders(<SsoSignInButton provider={ssoProviderConfig({})} />);

    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
