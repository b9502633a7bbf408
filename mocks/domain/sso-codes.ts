import { randomTokenText } from './random-token';

/** Who an SSO code signs in: a seeded or created member, or a first sign-in that creates one. */
export type SsoSubject = number | 'new';

/** As an identity provider's authorization codes: short-lived and good for one exchange. */
const CODE_LIFETIME_MS = 5 * 60_000;
/** Codes not yet exchanged that the stand-in remembers at most; the oldest go first. */
const MOST_CODES = 10_000;

/**
 * Codes the stand-in identity provider has issued, for every session of the process: a code is
 * random, so it is found only by the browser the provider sent it to. Real time, not the mock's
 * clock, measures their life (a pinned clock would keep them forever).
 */
const issued = new Map<string, { subject: SsoSubject; expires: number }>();

export function issueSsoCode(subject: SsoSubject): string {
  const time = Date.now();
  for (const [code, entry] of issued) if (entry.expires <= time) issued.delete(code);
  while (issued.size >= MOST_CODES) issued.delete(issued.keys().next().value as string);
  const code = `sso_${randomTokenText()}`;
  issued.set(code, { subject, expires: time + CODE_LIFETIME_MS });
  return code;
}

/** Uses up a code: its subject, or undefined for a code never issued, already used or expired. */
export function redeemSsoCode(code: string): SsoSubject | undefined {
  const entry = issued.get(code);
  issued.delete(code);
  return entry && entry.expires > Date.now() ? entry.subject : undefined;
}
