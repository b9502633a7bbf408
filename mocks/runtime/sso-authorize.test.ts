// @vitest-environment node
import { DEMO_MEMBER } from '../seed/constants';
import { SSO_AUTHORIZE_PATH, ssoAuthorizeResponse } from './sso-authorize';

const authorize = (query: Record<string, string>): Response =>
  ssoAuthorizeResponse(new URL(`http://127.0.0.1:5190${SSO_AUTHORIZE_PATH}?${new URLSearchParams(query)}`));

const callback = 'http://127.0.0.1:5190/account/oauthcallback';

describe('the stand-in identity provider', () => {
  it('sends the browser back to the callback with a code for the demo member and the state it was given', () => {
    const answer = authorize({ redirect_uri: callback, state: 'abc', response_type: 'code' });
    expect(answer.status).toBe(302);
    const location = new URL(answer.headers.get('location') ?? '');
    expect(location.pathname).toBe('/account/oauthcallback');
    expect(location.searchParams.get('code')).toBe(`sso-${DEMO_MEMBER.id}`);
    expect(location.searchParams.get('state')).toBe('abc');
  });

  it('picks another member, a new account or a cancelled sign-in through its parameters', () => {
    const codeOf = (query: Record<string, string>) =>
      new URL(authorize({ redirect_uri: callback, state: 's', ...query }).headers.get('location') ?? '');
    expect(codeOf({ login_hint: '5002' }).searchParams.get('code')).toBe('sso-5002');
    expect(codeOf({ login_hint: 'new' }).searchParams.get('code')).toBe('sso-new');
    expect(codeOf({ login_hint: 'expired-code' }).searchParams.get('code')).toBe('expired-code');
    const cancelled = codeOf({ error: 'access_denied' });
    expect(cancelled.searchParams.get('error')).toBe('access_denied');
    expect(cancelled.searchParams.has('code')).toBe(false);
  });

  it('sends codes nowhere but the site’s callback page', () => {
    expect(authorize({ redirect_uri: 'https://evil.example/steal', state: 's' }).status).toBe(400);
    expect(authorize({ state: 's' }).status).toBe(400);
  });
});
