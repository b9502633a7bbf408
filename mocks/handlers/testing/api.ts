import * as z from 'zod/mini';
import type { ErrorMessage } from '../../../src/api/generated/model';
import { ErrorBody } from '../../../src/api/generated/zod/schemas/errorBody.zod';

/** Calls the mock backend over HTTP as the website does, and reads answers against the contract. */

export interface ApiCall {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

export interface ApiAnswer {
  status: number;
  body: unknown;
}

const ORIGIN = 'http://localhost';

/** `path` is under /api/v1 unless it starts with /api/ (the v2 donations call). */
export async function call(
  method: string,
  path: string,
  { body, token, headers }: ApiCall = {},
): Promise<ApiAnswer> {
  const url = `${ORIGIN}${path.startsWith('/api/') ? path : `/api/v1${path}`}`;
  const requestHeaders = new Headers({ 'X-Client': 'web', 'X-Client-Version': '1.4.24', ...headers });
  if (body !== undefined) requestHeaders.set('Content-Type', 'application/json');
  if (token) requestHeaders.set('Authorization', `Bearer ${token}`);
  const response = await fetch(url, {
    method,
    headers: requestHeaders,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}

/** The body of a 200 answer, which must parse with the operation's generated response schema. */
export function okBody<S extends z.core.$ZodType>(answer: ApiAnswer, schema: S): z.output<S> {
  if (answer.status !== 200)
    throw new Error(`Expected 200, got ${answer.status}: ${JSON.stringify(answer.body)}`);
  const parsed = z.safeParse(schema, answer.body);
  if (!parsed.success) throw new Error(`The answer breaks the contract: ${parsed.error.message}`);
  return parsed.data;
}

/** The error messages of an answer with the given status, in the contract's ErrorBody shape. */
export function errorsOf(answer: ApiAnswer, status: number): ErrorMessage[] {
  if (answer.status !== status) {
    throw new Error(`Expected ${status}, got ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  const body = ErrorBody.parse(answer.body);
  return (Array.isArray(body) ? body : [body]).map((entry) =>
    typeof entry === 'string' ? { message: entry } : entry,
  );
}

export const messagesOf = (answer: ApiAnswer, status: number): string[] =>
  errorsOf(answer, status).map((error) => error.message);
