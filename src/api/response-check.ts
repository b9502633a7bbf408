import type { ZodMiniType } from 'zod/mini';
import { ApiError } from './api-error';
import { operationOf, type OperationResponseSchema } from './generated/zod/response-schemas';
import { InvalidResponseError } from './invalid-response-error';

/** The contract operation a request is a call of, by its method and path (query string aside). */
export const operationOfRequest = (
  method: string | undefined,
  url: string | undefined,
): OperationResponseSchema | undefined => operationOf(method ?? 'get', url ?? '');

const NO_CONTENT = 204;

/**
 * Checks a success body against its operation's schema and passes it on unchanged, or throws an
 * `InvalidResponseError` and logs which operation broke the contract where.
 */
export function checkResponseBody<T>(
  operationId: string,
  schema: ZodMiniType | undefined,
  status: number,
  body: T,
): T {
  if (!schema || status === NO_CONTENT) return body;
  const result = schema.safeParse(body);
  if (result.success) return body;
  const [issue] = result.error.issues;
  const failingPath = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : '(root)';
  console.warn(
    `The answer to ${operationId} does not match the contract at ${failingPath}: ${issue?.message ?? 'invalid'}`,
  );
  throw new InvalidResponseError(operationId, status, failingPath, body);
}

/** Checks an answer's status and body; returns the body or throws. */
export type ResponseCheck = <T>(status: number, body: T) => T;

const passUnchecked: ResponseCheck = (_status, body) => body;

/**
 * The check a call's answer will meet, once its operation's schema module has loaded (run beside
 * the request). A call outside the contract passes unchecked; a schema that cannot load fails the
 * call like a lost connection, so an unchecked answer never passes.
 */
export async function responseCheckOf(
  method: string | undefined,
  url: string | undefined,
): Promise<ResponseCheck> {
  const operation = operationOfRequest(method, url);
  if (!operation) return passUnchecked;
  let schema: ZodMiniType | undefined;
  try {
    schema = await operation.schema?.();
  } catch {
    throw new ApiError(0, []);
  }
  return (status, body) => checkResponseBody(operation.operationId, schema, status, body);
}
