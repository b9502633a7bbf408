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
  SSO_CODE_INVALID,
  SSO_NEW_MEMBER_CODE,
  WRONG_CREDENTIALS,
  WRONG_CURRENT_PASSWORD,
  ssoCode,
} from './members-auth';
import { membersHandlers } from './members';
import { passwordResetToken } from './members-session';
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

beforeEach(async () => {
  const db = await createFixtureDatabase();
  setDatabaseResolver(() => db);
  server.use(...membersHandlers);
  pinClock(FIXTURE_NOW);
});
afterEach(() => pinClock(undefined));

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

  it('keeps HTTP 400 for a malformed sign-in request', async () => {
    const answer = await call('/api/v1/members/signin', { method: 'POST', body: { email: JANE.email } });
    expect(answer.status).toBe(400);
  });

  it('exchanges an SSO code for tokens and refuses an unknown code with 401', async () => {
    const answer = await call('/api/v1/members/sso', { method: 'POST', body: { code: ssoCode(JANE.id) } });
    expect(parsesAs(SignInMemberSsoResponse, answer.body)).toMatchObject({
      memberid: JANE.id,
      access: { provider: 'ordering' },
    });
    const foreign = await call('/api/v1/members/sso', {
      method: 'POST',
      body: { code: ssoCode(JANE.id), provider: 'facebook' },
    });
    expect(foreign.body).toMatchObject({ access: { provider: 'facebook' } });
    const unknown = await call('/api/v1/members/sso', { method: 'POST', body: { code: 'sso-999' } });
    expect(unknown).toEqual({
      status: 401,
      body: [{ message: SSO_CODE_INVALID, code: MEMBER_ERROR_CODES.ssoCodeInvalid }],
    });
  });

  it('creates a member without a name or phone on a first single sign-on', async () => {
    const answer = await call('/api/v1/members/sso', { method: 'POST', body: { code: SSO_NEW_MEMBER_CODE } });
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

    expect(await reset(JANE.email, 'reset-wrong')).toEqual({
      status: 400,
      body: [{ message: RESET_TOKEN_INVALID, code: MEMBER_ERROR_CODES.resetTokenInvalid, field: 'token' }],
    });
    const done = await reset(JANE.email, passwordResetToken(JANE.id));
    expect(parsesAs(ResetPasswordResponse, done.body)).toMatchObject({ success: true });
    expect((await signIn(JANE.email, 'fresh-start-1')).body).toMatchObject({ status: 200 });
    expect((await reset(JANE.email, passwordResetToken(JANE.id))).status).toBe(400);
    // No reset was asked for Omar: his deterministic token is not valid.
    expect((await reset(OTHER.email, passwordResetToken(OTHER.id))).status).toBe(400);
  });
});
