// @vitest-environment node
import { redeemSsoCode } from '../domain/sso-codes';
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
    expect(redeemSsoCode(location.searchParams.get('code') ?? '')).toBe(DEMO_MEMBER.id);
    expect(location.searchParams.get('state')).toBe('abc');
  });

  it('picks another member, a new account or a cancelled sign-in through its parameters', () => {
    const codeOf = (query: Record<string, string>) =>
      new URL(authorize({ redirect_uri: callback, state: 's', ...query }).headers.get('location') ?? '');
    const code = (query: Record<string, string>) => codeOf(query).searchParams.get('code') ?? '';
    expect(redeemSsoCode(code({ login_hint: '5002' }))).toBe(5002);
    expect(redeemSsoCode(code({ login_hint: 'new' }))).toBe('new');
    expect(code({ login_hint: 'expired-code' })).toBe('expired-code');
    const cancelled = codeOf({ error: 'access_denied' });
    expect(cancelled.searchParams.get('error')).toBe('access_denied');
    expect(cancelled.searchParams.has('code')).toBe(false);
  });

  it('issues random codes, each good for one exchange', () => {
    const first = authorize({ redirect_uri: callback });
    const second = authorize({ redirect_uri: callback });
    const codeOf = (answer: Response) =>
      new URL(answer.headers.get('location') ?? '').searchParams.get('code') ?? '';
    expect(codeOf(first)).toMatch(/^sso_[0-9a-f]{32}$/);
    expect(codeOf(first)).not.toBe(codeOf(second));
    expect(redeemSsoCode(codeOf(first))).toBe(DEMO_MEMBER.id);
    expect(redeemSsoCode(codeOf(first))).toBeUndefined();
    expect(redeemSsoCode(`sso-${DEMO_MEMBER.id}`)).toBeUndefined();
  });

  it('sends codes nowhere but the site’s callback page', () => {
    expect(authorize({ redirect_uri: 'https://evil.example/steal', state: 's' }).status).toBe(400);
    expect(authorize({ state: 's' }).status).toBe(400);
  });
});
