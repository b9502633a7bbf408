import {
  getChangePasswordMockHandler,
  getCreateMemberMockHandler,
  getForgotPasswordMockHandler,
  getResetPasswordMockHandler,
  getSignInMemberMockHandler,
  getSignInMemberSsoMockHandler,
  getSignOutMemberMockHandler,
} from '../../src/api/generated/endpoints/members/members.msw';
import {
  ChangePasswordBody,
  CreateMemberBody,
  ForgotPasswordBody,
  ResetPasswordBody,
  SignInMemberBody,
  SignInMemberSsoBody,
} from '../../src/api/generated/zod/members/members.zod';
import { now } from '../clock';
import { dbFor } from '../db/context';
import type { MockDatabase } from '../db/database';
import { forgetWrongPasswords, isSignInLocked, noteWrongPassword } from '../domain/sign-in-attempts';
import { redeemSsoCode } from '../domain/sso-codes';
import { BOT_CHECK_FAILED, failWith, passesBotCheck, readValidBody } from '../domain/validation';
import { bearerToken, requireMember } from './http';
import {
  ORDERING_PROVIDER,
  issuePasswordReset,
  openSession,
  redeemPasswordReset,
  sameEmail,
} from './members-session';

/** Sign-up, sign-in (status envelope), single sign-on, sign-out and passwords. */

export const EMAIL_TAKEN = 'An account with this email already exists.';
export const WRONG_CREDENTIALS = 'The e-mail or password is incorrect.';
export const SSO_CODE_INVALID = 'Your sign-in link has expired. Please sign in again.';
export const WRONG_CURRENT_PASSWORD = 'Your current password is incorrect.';
export const SAME_PASSWORD = 'Your new password must be different from your current password.';
export const RESET_TOKEN_INVALID = 'This password reset link is invalid or has expired.';
export const SIGN_IN_LOCKED = 'Too many incorrect attempts. Please try again in 15 minutes.';
/** The contract's codes of these refusals (ErrorMessage.code), so a client can word them in its language. */
export const MEMBER_ERROR_CODES = {
  emailTaken: 'email_taken',
  wrongCredentials: 'invalid_credentials',
  ssoCodeInvalid: 'sso_code_invalid',
  wrongCurrentPassword: 'wrong_current_password',
  samePassword: 'same_password',
  resetTokenInvalid: 'reset_token_invalid',
  signInLocked: 'sign_in_locked',
} as const;
export const RESET_EMAIL_SENT = 'If the address is registered, an e-mail is on its way.';

async function createSsoMember(db: MockDatabase): Promise<number> {
  const id = Math.max(0, ...db.members.all().map((member) => member.id)) + 1;
  await db.members.create({
    id,
    first_name: '',
    last_name: '',
    email: `sso-member-${id}@example.com`,
    phone: null,
    optin: false,
    optin_sms: false,
    birthday: null,
    payments: [],
    addresses: [],
    favelocations: [],
    created: now().toISOString(),
  });
  return id;
}

const createMember = getCreateMemberMockHandler(async ({ request }) => {
  const db = dbFor(request);
  const form = await readValidBody(request, CreateMemberBody);
  if (!passesBotCheck(form.recaptcha)) failWith(400, [{ message: BOT_CHECK_FAILED, field: 'recaptcha' }]);
  if (db.credentials.findFirst((q) => q.where({ email: (email) => sameEmail(email, form.email) }))) {
    failWith(409, [{ message: EMAIL_TAKEN, code: MEMBER_ERROR_CODES.emailTaken, field: 'email' }]);
  }
  if (form.favelocation && !db.locations.findFirst((q) => q.where({ id: form.favelocation }))) {
    failWith(400, [{ message: 'Please choose a valid favourite location.', field: 'favelocation' }]);
  }
  const id = Math.max(0, ...db.members.all().map((member) => member.id)) + 1;
  await db.members.create({
    id,
    first_name: form.first_name,
    last_name: form.last_name,
    email: form.email.trim(),
    phone: form.phone ?? null,
    optin: form.optin,
    optin_sms: form.optin_sms,
    birthday: form.birthday ?? null,
    payments: [],
    addresses: [],
    favelocations: form.favelocation ? [form.favelocation] : [],
    created: now().toISOString(),
  });
  await db.credentials.create({ member_id: id, email: form.email.trim(), password: form.password });
  return openSession(db, id);
});

/** Business outcomes are in the body (`{status, data}`), always with HTTP 200. */
const signInMember = getSignInMemberMockHandler(async ({ request }) => {
  const db = dbFor(request);
  const form = await readValidBody(request, SignInMemberBody);
  if (!passesBotCheck(form.recaptcha)) return { status: 400, data: [{ message: BOT_CHECK_FAILED }] };
  const credential = db.credentials.findFirst((q) =>
    q.where({ email: (email) => sameEmail(email, form.email) }),
  );
  if (isSignInLocked(db, form.email)) {
    return { status: 423, data: [{ message: SIGN_IN_LOCKED, code: MEMBER_ERROR_CODES.signInLocked }] };
  }
  if (!credential || credential.password !== form.password) {
    noteWrongPassword(db, form.email);
    return { status: 401, data: [{ message: WRONG_CREDENTIALS, code: MEMBER_ERROR_CODES.wrongCredentials }] };
  }
  forgetWrongPasswords(db, form.email);
  return { status: 200, tokens: await openSession(db, credential.member_id) };
});

const signInMemberSso = getSignInMemberSsoMockHandler(async ({ request }) => {
  const db = dbFor(request);
  const { code, provider } = await readValidBody(request, SignInMemberSsoBody);
  // A first sign-in through the identity provider creates the account from what the provider
  // shares, an e-mail address only: the member has no name or phone until they complete it.
  const subject = redeemSsoCode(code);
  const memberId = subject === 'new' ? await createSsoMember(db) : subject;
  if (memberId === undefined || !db.members.findFirst((q) => q.where({ id: memberId })))
    failWith(401, [{ message: SSO_CODE_INVALID, code: MEMBER_ERROR_CODES.ssoCodeInvalid }]);
  return openSession(db, memberId, provider ?? ORDERING_PROVIDER);
});

const signOutMember = getSignOutMemberMockHandler(({ request }) => {
  const db = dbFor(request);
  requireMember(request, db);
  db.sessions.delete((q) => q.where({ token: bearerToken(request) }));
  return { success: true };
});

/** A wrong current password is 400; a new password that breaks the rules is 422. */
const changePassword = getChangePasswordMockHandler(async ({ request }) => {
  const db = dbFor(request);
  const member = requireMember(request, db);
  const change = await readValidBody(request, ChangePasswordBody, { unprocessable: ['new'] });
  const credential = db.credentials.findFirst((q) => q.where({ member_id: member.id }));
  if (!credential || credential.password !== change.current) {
    failWith(400, [
      { message: WRONG_CURRENT_PASSWORD, code: MEMBER_ERROR_CODES.wrongCurrentPassword, field: 'current' },
    ]);
  }
  if (change.new === change.current)
    failWith(422, [{ message: SAME_PASSWORD, code: MEMBER_ERROR_CODES.samePassword, field: 'new' }]);
  await db.credentials.update(credential, { data: (c) => void (c.password = change.new) });
  return { success: true, message: 'Your password has been changed.' };
});

/** Answers the same whether or not the e-mail is registered. */
const forgotPassword = getForgotPasswordMockHandler(async ({ request }) => {
  const db = dbFor(request);
  const { email, recaptcha } = await readValidBody(request, ForgotPasswordBody);
  if (!passesBotCheck(recaptcha)) failWith(400, [{ message: BOT_CHECK_FAILED, field: 'recaptcha' }]);
  const credential = db.credentials.findFirst((q) => q.where({ email: (e) => sameEmail(e, email) }));
  if (credential) issuePasswordReset(db, credential.email);
  return { success: true, message: RESET_EMAIL_SENT };
});

const resetPassword = getResetPasswordMockHandler(async ({ request }) => {
  const db = dbFor(request);
  const reset = await readValidBody(request, ResetPasswordBody, { unprocessable: ['password'] });
  const credential = db.credentials.findFirst((q) => q.where({ email: (e) => sameEmail(e, reset.email) }));
  if (!credential || !redeemPasswordReset(db, credential.email, reset.token)) {
    failWith(400, [
      { message: RESET_TOKEN_INVALID, code: MEMBER_ERROR_CODES.resetTokenInvalid, field: 'token' },
    ]);
  }
  await db.credentials.update(credential, { data: (c) => void (c.password = reset.password) });
  return { success: true, message: 'Your password has been reset. You can sign in now.' };
});

export const memberAuthHandlers = [
  createMember,
  signInMember,
  signInMemberSso,
  signOutMember,
  changePassword,
  forgotPassword,
  resetPassword,
];
