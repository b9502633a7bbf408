import { ssoProviderConfig } from '../../../config/sso-provider';
import { startSsoSignIn } from './start-sso-sign-in';
import { takeSsoState } from './sso-state';

const provider = {
  ...ssoProviderConfig({ VITE_SSO_CLIENT_ID: 'henhouse-web' }),
  authorizeUrl: 'https://id.example.com/oauth/authorize?prompt=login',
};

describe('startSsoSignIn', () => {
  it("sends the member to the provider's authorize page with a code request and the state it keeps", () => {
    const leave = vi.fn<(href: string) => void>();

    startSsoSignIn(provider, { origin: 'https://www.example.com', leave });

    const url = new URL(leave.mock.calls[0]?.[0] ?? '');
    expect(url.origin + url.pathname).toBe('https://id.example.com/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      prompt: 'login',
      response_type: 'code',
      client_id: 'henhouse-web',
      redirect_uri: 'https://www.example.com/account/oauthcallback',
      state: takeSsoState(),
    });
  });

  it('reads a relative authorize address (the mock backend’s stand-in) on the site’s own origin', () => {
    const leave = vi.fn<(href: string) => void>();

    startSsoSignIn(
      { ...provider, authorizeUrl: '/__mock/sso/authorize' },
      { origin: 'http://127.0.0.1:5190', leave },
    );

    expect(leave.mock.calls[0]?.[0]).toMatch(/^http:\/\/127\.0\.0\.1:5190\/__mock\/sso\/authorize\?/);
  });
});
