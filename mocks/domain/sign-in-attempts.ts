import { now } from '../clock';
import { perDatabase, type MockDatabase } from '../db/database';

/** Wrong passwords in a row that lock an e-mail's sign-in, and for how long (from the last one). */
export const WRONG_PASSWORDS_BEFORE_LOCK = 5;
export const SIGN_IN_LOCK_MS = 15 * 60_000;

/** Per database (a session's backend): e-mail (lower case) → wrong passwords in a row, and the last. */
const attempts = perDatabase<Map<string, { count: number; last: number }>>();

const keyOf = (email: string): string => email.trim().toLowerCase();

/**
 * Whether sign-in with this e-mail is refused for now, whatever the password: after five wrong
 * passwords, for fifteen minutes, as a real backend limits guessing. Unknown e-mails count alike,
 * so the lock does not tell which accounts exist.
 */
export function isSignInLocked(db: MockDatabase, email: string): boolean {
  const entry = attempts.get(db)?.get(keyOf(email));
  if (!entry || entry.count < WRONG_PASSWORDS_BEFORE_LOCK) return false;
  if (now().getTime() - entry.last < SIGN_IN_LOCK_MS) return true;
  attempts.get(db)?.delete(keyOf(email));
  return false;
}

export function noteWrongPassword(db: MockDatabase, email: string): void {
  const byEmail = attempts.get(db) ?? new Map<string, { count: number; last: number }>();
  const count = (byEmail.get(keyOf(email))?.count ?? 0) + 1;
  byEmail.set(keyOf(email), { count, last: now().getTime() });
  attempts.set(db, byEmail);
}

export const forgetWrongPasswords = (db: MockDatabase, email: string): void =>
  void attempts.get(db)?.delete(keyOf(email));
