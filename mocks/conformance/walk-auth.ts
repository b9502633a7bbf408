import type { SignInResult, Tokens } from '../../src/api/generated/model';
import type { WalkSession } from './walk-session';
import type { WalkState } from './walk-state';

/** Signing in as the member, creating an account, single sign-on and signing out. */
export async function walkSignIn(session: WalkSession, state: WalkState): Promise<void> {
  const { email, password, botCheckToken: recaptcha } = session.settings;

  const signIn = await session.succeed<SignInResult>('signInMember', 'sign in as the member', {
    body: { email, password, recaptcha },
  });
  const result = signIn.data;
  if (result && 'tokens' in result) {
    state.token = result.tokens.access.token;
    state.memberId = result.tokens.memberid;
  }
  await session.succeed('signInMember', 'a wrong password answers a 401 status envelope', {
    body: { email, password: `${password}-wrong`, recaptcha },
  });
  await session.fail('signInMember', 'a body without password and bot check is malformed', {
    body: { email },
  });

  const created = await session.succeed<Tokens>('createMember', 'create a new account', {
    body: {
      first_name: 'Conformance',
      last_name: 'Walk',
      email: session.settings.newMemberEmail,
      password: 'Conformance123!',
      optin: false,
      optin_sms: false,
      recaptcha,
    },
  });
  await session.fail('createMember', "the member's e-mail is taken", {
    body: { first_name: 'Second', last_name: 'Account', email, password: 'Conformance123!', recaptcha },
  });
  if (created.data) {
    await session.succeed('signOutMember', 'sign the new account out', { token: created.data.access.token });
  } else session.skip('signOutMember', 'no account was created');
  await session.fail('signOutMember', 'signing out without a token', {});

  const code =
    state.memberId === undefined
      ? undefined
      : await session.settings.ssoCode((request) => session.raw(request), state.memberId);
  if (code !== undefined) {
    const sso = await session.succeed<Tokens>('signInMemberSso', 'single sign-on with a valid code', {
      body: { code },
    });
    if (sso.data)
      await session.succeed('signOutMember', 'end the sso session', { token: sso.data.access.token });
  } else session.skip('signInMemberSso', 'the member did not sign in, or no code was issued');
  await session.fail('signInMemberSso', 'an unknown single sign-on code', {
    body: { code: 'not-a-valid-code' },
  });
}
