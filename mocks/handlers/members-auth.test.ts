// @vitest-environment node
import {
  ChangePasswordResponse,
  CreateMemberResponse,
  ForgotPasswordResponse,
  GetMemberResponse,
  ResetPasswordResponse,
  SignInMemberResponse,
  SignInMemberSsoResponse,
  SignOutMemberResponse,
} from '../../src/api/generated/zod/members/members.zod';
import { pinClock } from '../clock';
import { setDatabaseResolver } from '../db/context';
import { BOT_CHECK_FAILED, FAILING_BOT_CHECK_TOKEN, PASSWORD_RULE } from '../domain/validation';
import { server } from '../node';
import {
  EMAIL_TAKEN,
  MEMBER_ERROR_CODES,
  RESET_TOKEN_INVALID,
  SAME_PASSWORD,
  SIGN_IN_LOCKED,
  SSO_CODE_INVALID,
  WRONG_CREDENTIALS,
  WRONG_CURRENT_PASSWORD,
} from './members-auth';
import { membersHandlers } from './members';
import { sentEmails } from './members-session';
import type { MockDatabase } from '../db/database';
import { SIGN_IN_LOCK_MS, WRONG_PASSWORDS_BEFORE_LOCK } from '../domain/sign-in-attempts';
import { issueSsoCode } from '../domain/sso-codes';
import { call, messagesOf, parsesAs } from './testing/api-call';
import { FIXTURE_NOW, JANE, OTHER, createFixtureDatabase } from './testing/member-fixtures';

const signUp = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  phone: '7045550199',
  password: 'analytical-1',
  recaptcha: 'ok',
};

const signIn = (email: string, password: string, recaptcha = 'ok') =>
  call('/api/v1/members/signin', { method: 'POST', body: { email, password, recaptcha } });

let db: MockDatabase;

beforeEach(async () => {
  db = await createFixtureDatabase();
  setDatabaseResolver(() => db);
  server.use(...membersHandlers);
  pinClock(FIXTURE_NOW);
});

describe('sign-up and sign-in', () => {
  it('creates the member, signs them in and signs in again with the new password', async () => {
    const created = await call('/api/v1/members/create', { method: 'POST', body: signUp });
    expect(created.status).toBe(200);
    const tokens = parsesAs(CreateMemberResponse, created.body);
    expect(tokens).toMatchObject({ access: { provider: 'ordering' }, memberid: 3 });
    expect(tokens.ordering.access.token).toBeTruthy();

    const profile = await call('/api/v1/members/get', { token: tokens.access.token });
    expect(parsesAs(GetMemberResponse, profile.body)).toMatchObject({
      id: 3,
      first_name: 'Ada',
      email: 'ada@example.com',
      optin: false,
      favelocations: [],
    });

    const again = await signIn('ADA@example.com', 'analytical-1');
    expect(again.status).toBe(200);
    const envelope = parsesAs(SignInMemberResponse, again.body);
    expect(envelope).toMatchObject({
      status: 200,
      tokens: { memberid: 3, access: { provider: 'ordering' } },
    });
    expect('tokens' in envelope && envelope.tokens.access.token).not.toBe(tokens.access.token);
  });

  it('issues random tokens that name no member and follow no count', async () => {
    const tokens = await Promise.all(
      [1, 2].map(async () => {
        const envelope = parsesAs(SignInMemberResponse, (await signIn(JANE.email, JANE.password)).body);
        return 'tokens' in envelope ? envelope.tokens : undefined;
      }),
    );
    for (const issued of tokens) {
      expect(issued?.access.token).toMatch(/^access-[0-9a-f]{32}$/);
      expect(issued?.ordering.access.token).toMatch(/^ordering-[0-9a-f]{32}$/);
    }
    expect(tokens[0]?.access.token).not.toBe(tokens[1]?.access.token);
  });

  it('refuses an e-mail that is already registered, whatever its case, with 409', async () => {
    const answer = await call('/api/v1/members/create', {
      method: 'POST',
      body: { ...signUp, email: JANE.email.toUpperCase() },
    });
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual([
      { message: EMAIL_TAKEN, code: MEMBER_ERROR_CODES.emailTaken, field: 'email' },
    ]);
  });

  it('answers 400 with readable messages for invalid fields and a failed bot-check', async () => {
    const invalid = await call('/api/v1/members/create', {
      method: 'POST',
      body: { ...signUp, email: 'ada-at-example', password: 'short' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual([
      { message: 'Please enter a valid email address.', field: 'email' },
      { message: PASSWORD_RULE, field: 'password' },
    ]);

    const bot = await call('/api/v1/members/create', {
      method: 'POST',
      body: { ...signUp, recaptcha: FAILING_BOT_CHECK_TOKEN },
    });
    expect(bot.status).toBe(400);
    expect(messagesOf(bot.body)).toEqual([BOT_CHECK_FAILED]);
  });

  it('answers wrong credentials in a status envelope with HTTP 200', async () => {
    for (const answer of [
      await signIn(JANE.email, 'wrong-password'),
      await signIn('nobody@example.com', 'x'),
    ]) {
      expect(answer.status).toBe(200);
      expect(parsesAs(SignInMemberResponse, answer.body)).toEqual({
        status: 401,
        data: [{ message: WRONG_CREDENTIALS, code: MEMBER_ERROR_CODES.wrongCredentials }],
      });
    }
    const bot = await signIn(JANE.email, JANE.password, FAILING_BOT_CHECK_TOKEN);
    expect(bot).toEqual({ status: 200, body: { status: 400, data: [{ message: BOT_CHECK_FAILED }] } });
  });

  it('locks sign-in for an e-mail after five wrong passwords, for fifteen minutes', async () => {
    for (let attempt = 0; attempt < WRONG_PASSWORDS_BEFORE_LOCK; attempt += 1) {
      expect((await signIn(JANE.email, `guess-${attempt}`)).body).toMatchObject({ status: 401 });
    }
    const locked = {
      status: 200,
      body: { status: 423, data: [{ message: SIGN_IN_LOCKED, code: MEMBER_ERROR_CODES.signInLocked }] },
    };
    // Even the right password is refused while the lock lasts, and the e-mail's case does not matter.
    expect(await signIn(JANE.email.toUpperCase(), JANE.password)).toEqual(locked);
    expect(parsesAs(SignInMemberResponse, locked.body)).toBeTruthy();
    // Another member is not locked out by the guesses.
    expect((await signIn(OTHER.email, OTHER.password)).body).toMatchObject({ status: 200 });

    pinClock(new Date(new Date(FIXTURE_NOW).getTime() + SIGN_IN_LOCK_MS).toISOString());
    expect((await signIn(JANE.email, JANE.password)).body).toMatchObject({ status: 200 });
  });

  it('counts wrong passwords in a row: a right one in between starts the count again', async () => {
    for (let attempt = 0; attempt < WRONG_PASSWORDS_BEFORE_LOCK - 1; attempt += 1)
      await signIn(JANE.email, 'x');
    expect((await signIn(JANE.email, JANE.password)).body).toMatchObject({ status: 200 });
    for (let attempt = 0; attempt < WRONG_PASSWORDS_BEFORE_LOCK - 1; attempt += 1)
      await signIn(JANE.email, 'x');
    expect((await signIn(JANE.email, JANE.password)).body).toMatchObject({ status: 200 });
  });

  it('keeps HTTP 400 for a malformed sign-in request', async () => {
    const answer = await call('/api/v1/members/signin', { method: 'POST', body: { email: JANE.email } });
    expect(answer.status).toBe(400);
  });

  it('exchanges an SSO code for tokens and refuses an unknown code with 401', async () => {
    const code = issueSsoCode(JANE.id);
    const answer = await call('/api/v1/members/sso', { method: 'POST', body: { code } });
    expect(parsesAs(SignInMemberSsoResponse, answer.body)).toMatchObject({
      memberid: JANE.id,
      access: { provider: 'ordering' },
    });
    const foreign = await call('/api/v1/members/sso', {
      method: 'POST',
      body: { code: issueSsoCode(JANE.id), provider: 'facebook' },
    });
    expect(foreign.body).toMatchObject({ access: { provider: 'facebook' } });
    const refused = {
      status: 401,
      body: [{ message: SSO_CODE_INVALID, code: MEMBER_ERROR_CODES.ssoCodeInvalid }],
    };
    // A code works once; a made-up one (the old guessable pattern among them) never.
    expect(await call('/api/v1/members/sso', { method: 'POST', body: { code } })).toEqual(refused);
    for (const madeUp of ['sso-999', `sso-${JANE.id}`, 'sso-new']) {
      expect(await call('/api/v1/members/sso', { method: 'POST', body: { code: madeUp } })).toEqual(refused);
    }
  });

  it('creates a member without a name or phone on a first single sign-on', async () => {
    const answer = await call('/api/v1/members/sso', { method: 'POST', body: { code: issueSsoCode('new') } });
    const tokens = parsesAs(SignInMemberSsoResponse, answer.body);
    const member = await call('/api/v1/members/get', { token: tokens.access.token });
    expect(parsesAs(GetMemberResponse, member.body)).toMatchObject({
      id: tokens.memberid,
      first_name: '',
      last_name: '',
      phone: null,
    });
  });
});

describe('sign-out', () => {
  it('revokes the token: the next call with it answers 401', async () => {
    const out = await call('/api/v1/members/signout', { method: 'DELETE', token: JANE.token });
    expect(out.status).toBe(200);
    expect(parsesAs(SignOutMemberResponse, out.body)).toEqual({ success: true });
    expect((await call('/api/v1/members/get', { token: JANE.token })).status).toBe(401);
    expect((await call('/api/v1/members/signout', { method: 'DELETE', token: JANE.token })).status).toBe(401);
    expect((await call('/api/v1/members/get', { token: OTHER.token })).status).toBe(200);
  });
});

describe('passwords', () => {
  const change = (body: unknown) =>
    call('/api/v1/members/password', { method: 'POST', token: JANE.token, body });

  it('refuses a wrong current password with 400 and a password that breaks the rules with 422', async () => {
    expect(await change({ current: 'not-it', new: 'new-password-1' })).toEqual({
      status: 400,
      body: [
        { message: WRONG_CURRENT_PASSWORD, code: MEMBER_ERROR_CODES.wrongCurrentPassword, field: 'current' },
      ],
    });
    expect(await change({ current: JANE.password, new: 'short' })).toEqual({
      status: 422,
      body: [{ message: PASSWORD_RULE, field: 'new' }],
    });
    expect(await change({ current: JANE.password, new: JANE.password })).toEqual({
      status: 422,
      body: [{ message: SAME_PASSWORD, code: MEMBER_ERROR_CODES.samePassword, field: 'new' }],
    });
  });

  it('changes the password: the new one signs in, the old one no longer does', async () => {
    const answer = await change({ current: JANE.password, new: 'new-password-1' });
    expect(parsesAs(ChangePasswordResponse, answer.body)).toMatchObject({ success: true });
    expect((await signIn(JANE.email, 'new-password-1')).body).toMatchObject({ status: 200 });
    expect((await signIn(JANE.email, JANE.password)).body).toMatchObject({ status: 401 });
  });

  it('resets a forgotten password once with the e-mailed token', async () => {
    const reset = (email: string, token: string) =>
      call('/api/v1/members/resetpassword', {
        method: 'POST',
        body: { email, token, password: 'fresh-start-1' },
      });
    const forgot = (email: string) =>
      call('/api/v1/members/forgotpassword', { method: 'POST', body: { email, recaptcha: 'ok' } });

    const known = await forgot(JANE.email);
    const unknown = await forgot('nobody@example.com');
    expect(known).toEqual(unknown);
    expect(parsesAs(ForgotPasswordResponse, known.body)).toMatchObject({ success: true });

    // Only the known address got an e-mail; its link carries a random token.
    expect(sentEmails(db).map(({ to }) => to)).toEqual([JANE.email]);
    const link = new URL(sentEmails(db)[0]?.link ?? '', 'https://site.example');
    expect(link.pathname).toBe('/account/reset-password');
    expect(link.searchParams.get('email')).toBe(JANE.email);
    const token = link.searchParams.get('token') ?? '';
    expect(token).toMatch(/^reset_[0-9a-f]{32}$/);

    expect(await reset(JANE.email, `reset-${JANE.id}`)).toEqual({
      status: 400,
      body: [{ message: RESET_TOKEN_INVALID, code: MEMBER_ERROR_CODES.resetTokenInvalid, field: 'token' }],
    });
    // Another member's address with Jane's token is refused too.
    expect((await reset(OTHER.email, token)).status).toBe(400);
    const done = await reset(JANE.email, token);
    expect(parsesAs(ResetPasswordResponse, done.body)).toMatchObject({ success: true });
    expect((await signIn(JANE.email, 'fresh-start-1')).body).toMatchObject({ status: 200 });
    expect((await reset(JANE.email, token)).status).toBe(400);
  });

  it('lets a reset link work for an hour only', async () => {
    await call('/api/v1/members/forgotpassword', {
      method: 'POST',
      body: { email: JANE.email, recaptcha: 'ok' },
    });
    const token =
      new URL(sentEmails(db)[0]?.link ?? '', 'https://site.example').searchParams.get('token') ?? '';
    pinClock(new Date(new Date(FIXTURE_NOW).getTime() + 60 * 60_000).toISOString());
    const late = await call('/api/v1/members/resetpassword', {
      method: 'POST',
      body: { email: JANE.email, token, password: 'fresh-start-1' },
    });
    expect(late.status).toBe(400);
  });
});
