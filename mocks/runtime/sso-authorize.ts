import { issueSsoCode } from '../domain/sso-codes';
import { DEMO_MEMBER } from '../seed/constants';

/** Where the stand-in identity provider answers on the mock server (and through `vite preview`). */
export const SSO_AUTHORIZE_PATH = '/__mock/sso/authorize';

/** The only page the stand-in sends codes to: the site's SSO callback, on any origin. */
const CALLBACK_PATH = '/account/oauthcallback';

/**
 * A stand-in for the identity provider's authorize page: it "signs in" at once and sends the browser
 * back to `redirect_uri` with a code and the `state` it was given, as the real provider does after
 * the member signs in there. The code is random and good for one exchange within five minutes.
 * `login_hint` picks whom it signs in: a member id (`5002`), `new` for a first sign-in that creates
 * an account without name or phone, anything else sent as the code itself (a code members/sso
 * refuses); the demo member by default. `error=access_denied` plays
 * a member who cancels at the provider.
 */
export function ssoAuthorizeResponse(url: URL): Response {
  const redirectUri = url.searchParams.get('redirect_uri') ?? '';
  let target: URL;
  try {
    target = new URL(redirectUri);
  } catch {
    return Response.json([{ message: 'redirect_uri must be an absolute URL.' }], { status: 400 });
  }
  if (target.pathname !== CALLBACK_PATH) {
    return Response.json([{ message: `redirect_uri must end in ${CALLBACK_PATH}.` }], { status: 400 });
  }
  const state = url.searchParams.get('state');
  if (state !== null) target.searchParams.set('state', state);
  if (url.searchParams.get('error') === 'access_denied') {
    target.searchParams.set('error', 'access_denied');
  } else {
    target.searchParams.set('code', codeFor(url.searchParams.get('login_hint')));
  }
  return new Response(null, { status: 302, headers: { location: target.toString() } });
}

function codeFor(loginHint: string | null): string {
  if (!loginHint) return issueSsoCode(DEMO_MEMBER.id);
  if (loginHint === 'new') return issueSsoCode('new');
  return /^\d{1,9}$/.test(loginHint) ? issueSsoCode(Number(loginHint)) : loginHint;
}
