import { HttpResponse } from 'msw';
import * as z from 'zod/mini';
import type { Member } from '../../src/api/generated/model';
import type { MockDatabase } from '../db/database';

/**
 * Shared pieces of the stateful handlers. Handlers reuse the generated route of their operation
 * (`get<Op>MockHandler(resolver)`), return the typed success body, and `throw` an error response
 * for anything else (msw answers a thrown Response as is).
 */

/** An error response in the contract's ErrorBody shape (array of `{message}`). */
export const errorResponse = (status: number, ...messages: string[]): Response =>
  HttpResponse.json(
    messages.map((message) => ({ message })),
    { status },
  );

/** Ends the request with an error response. */
export function fail(status: number, ...messages: string[]): never {
  throw errorResponse(status, ...messages);
}

/** Reads and validates a JSON body with the operation's generated zod schema; 400 with the issues otherwise. */
export async function readBody<T>(request: Request, schema: z.core.$ZodType<T>): Promise<T> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    fail(400, 'The request body is not valid JSON.');
  }
  const parsed = z.safeParse(schema, body);
  if (!parsed.success) {
    fail(400, ...parsed.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`));
  }
  return parsed.data;
}

/** Parses a positive integer path or query parameter; 404 when it is not one (no such record). */
export function idParam(value: string | readonly string[] | undefined, what = 'record'): number {
  const text = Array.isArray(value) ? value[0] : value;
  const id = Number(text);
  if (!Number.isInteger(id) || id < 1) fail(404, `No ${what} with id ${String(text)}.`);
  return id;
}

/** The bearer token a request carries, if any. */
export const bearerToken = (request: Request): string | undefined => {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match?.[1]?.trim() || undefined;
};

/**
 * The member a request's bearer token belongs to. `undefined` for a guest (no token); an unknown
 * or signed-out token answers 401, as the contract says for optional-token calls.
 */
export function memberFor(request: Request, db: MockDatabase): Member | undefined {
  const token = bearerToken(request);
  if (!token) return undefined;
  const session = db.sessions.findFirst((q) => q.where({ token }));
  if (!session) fail(401, 'Your session has expired. Please sign in again.');
  const member = db.members.findFirst((q) => q.where({ id: session.member_id }));
  if (!member) fail(401, 'Your session has expired. Please sign in again.');
  return member;
}

/** The signed-in member, or 401 for calls that need a token (SPEC §6). */
export function requireMember(request: Request, db: MockDatabase): Member {
  const member = memberFor(request, db);
  if (!member) fail(401, 'Please sign in to continue.');
  return member;
}

/** Money in dollars, rounded to cents. */
export const roundCents = (amount: number): number => Math.round((amount + Number.EPSILON) * 100) / 100;
