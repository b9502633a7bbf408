import type { Tokens } from '../../src/api/generated/model';
import { now } from '../clock';
import type { MockDatabase } from '../db/database';

/** The ordering auth provider; a token from any other provider makes the client sign out (SPEC §3). */
export const ORDERING_PROVIDER = 'ordering';

/** Access tokens live 30 days. */
const TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** E-mail addresses compare without case or surrounding spaces. */
export const sameEmail = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** 128 random bits as hex: a token that names no member and follows no count. */
const randomTokenText = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );

/**
 * Signs a member in: stores a session and answers its tokens, random (`access-<32 hex>`,
 * `ordering-<32 hex>`), so nobody can sign in as another member by guessing one.
 */
export async function openSession(
  db: MockDatabase,
  memberId: number,
  provider = ORDERING_PROVIDER,
): Promise<Tokens> {
  const created = now();
  const session = await db.sessions.create({
    token: `access-${randomTokenText()}`,
    ordering_token: `ordering-${randomTokenText()}`,
    member_id: memberId,
    provider,
    created: created.toISOString(),
  });
  return {
    access: {
      token: session.token,
      provider: session.provider,
      expires: new Date(created.getTime() + TOKEN_LIFETIME_MS).toISOString(),
    },
    ordering: { access: { token: session.ordering_token } },
    memberid: memberId,
  };
}

/** Pending password resets per database: e-mail (lower case) → token. */
const pendingResets = new WeakMap<MockDatabase, Map<string, string>>();

/**
 * The token of the reset e-mail sent to a member: deterministic (`reset-{memberId}`) so that tests
 * and e2e specs can open the link. It is valid only after forgot-password and only once.
 */
export const passwordResetToken = (memberId: number): string => `reset-${memberId}`;

export function issuePasswordReset(db: MockDatabase, email: string, memberId: number): void {
  const resets = pendingResets.get(db) ?? new Map<string, string>();
  resets.set(email.trim().toLowerCase(), passwordResetToken(memberId));
  pendingResets.set(db, resets);
}

/** Uses up a pending reset; false when the token was not issued for this e-mail (or was used). */
export function redeemPasswordReset(db: MockDatabase, email: string, token: string): boolean {
  const resets = pendingResets.get(db);
  const key = email.trim().toLowerCase();
  if (!resets || resets.get(key) !== token) return false;
  resets.delete(key);
  return true;
}
