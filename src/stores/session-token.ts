import * as z from 'zod/mini';

/** What the client keeps of a member's tokens (SPEC §3 "Tokens"). */
export const sessionTokenSchema = z.object({
  /** Bearer token for member calls. */
  access: z.string().check(z.minLength(1)),
  /** The member's token at the ordering provider; links orders to the member. */
  ordering: z.optional(z.string().check(z.minLength(1))),
  memberId: z.int().check(z.positive()),
  /** The auth provider that issued `access`. */
  provider: z.string().check(z.minLength(1)),
  /** The access token's own expiry (ISO date-time), when the server gives one. */
  expires: z.optional(z.iso.datetime({ offset: true })),
});

export type SessionToken = z.infer<typeof sessionTokenSchema>;

/**
 * The tokens as the members calls answer them (`members/create`, `members/signin`, `members/sso`).
 * Declared structurally because this layer does not import `src/api`; the generated `Tokens` fits.
 */
export interface SignInTokens {
  access: { token: string; provider: string; expires?: string };
  ordering?: { access: { token: string } };
  memberid: number;
}

export const toSessionToken = ({ access, ordering, memberid }: SignInTokens): SessionToken => ({
  access: access.token,
  ordering: ordering?.access.token,
  memberId: memberid,
  provider: access.provider,
  expires: access.expires,
});

/** True once the token's own expiry has passed; a token without one is left to the server (401). */
export const isSessionTokenExpired = ({ expires }: SessionToken, now: number): boolean =>
  expires !== undefined && Date.parse(expires) <= now;
