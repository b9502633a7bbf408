import type { Tokens } from '../../src/api/generated/model';
import { now } from '../clock';
import { perDatabase, type MockDatabase } from '../db/database';
import { randomTokenText } from '../domain/random-token';

/** The ordering auth provider; a token from any other provider makes the client sign out (SPEC §3). */
export const ORDERING_PROVIDER = 'ordering';

/** Access tokens live 30 days. */
const TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** E-mail addresses compare without case or surrounding spaces. */
export const sameEmail = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

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

/** A reset link works for an hour, once. */
const RESET_LIFETIME_MS = 60 * 60_000;

/** Pending password resets per database: e-mail (lower case) → token and end of life. */
const pendingResets = perDatabase<Map<string, { token: string; expires: number }>>();

/** An e-mail the backend would have sent; the mock keeps them for QA and tests to read. */
export interface SentEmail {
  to: string;
  subject: string;
  /** The link the e-mail asks the reader to open (a site path). */
  link: string;
  sent: string;
}

/** The e-mails sent per database, newest last (a session's outbox, `GET /__mock/outbox`). */
const outboxes = perDatabase<SentEmail[]>();
/** E-mails an outbox keeps: enough for any test, bounded under load. */
const OUTBOX_SIZE = 20;

export const sentEmails = (db: MockDatabase): readonly SentEmail[] => outboxes.get(db) ?? [];

/**
 * "Sends" the reset e-mail: a random token, valid for an hour and once, in a link that lands in the
 * session's outbox, where QA and tests read it as a customer reads their mail.
 */
export function issuePasswordReset(db: MockDatabase, email: string): void {
  const token = `reset_${randomTokenText()}`;
  const address = email.trim();
  const resets = pendingResets.get(db) ?? new Map<string, { token: string; expires: number }>();
  resets.set(address.toLowerCase(), { token, expires: now().getTime() + RESET_LIFETIME_MS });
  pendingResets.set(db, resets);
  const outbox = [
    ...sentEmails(db),
    {
      to: address,
      subject: 'Reset your password',
      link: `/account/reset-password?${new URLSearchParams({ token, email: address })}`,
      sent: now().toISOString(),
    },
  ];
  outboxes.set(db, outbox.slice(-OUTBOX_SIZE));
}

/** Uses up a pending reset; false when the token was not issued for this e-mail, was used or expired. */
export function redeemPasswordReset(db: MockDatabase, email: string, token: string): boolean {
  const resets = pendingResets.get(db);
  const key = email.trim().toLowerCase();
  const pending = resets?.get(key);
  if (!pending || pending.token !== token) return false;
  resets?.delete(key);
  return pending.expires > now().getTime();
}
