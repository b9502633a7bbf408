import type { ZodType } from 'zod';
import { ApiError } from './api-error';
import { CONNECTION_ISSUE_MESSAGE } from './error-messages';
import { responseSchemas, type OperationResponseSchema } from './generated/zod/response-schemas';

/** A call's answer broke the contract: shown as the generic SPEC §8 message, never handed to the page. */
export class InvalidResponseError extends ApiError {
  readonly operationId: string;
  /** Where in the body the first mismatch is, e.g. `products.0.quantity` (`(root)` for the body itself). */
  readonly failingPath: string;

  constructor(operationId: string, status: number, failingPath: string, body: unknown) {
    super(status, [CONNECTION_ISSUE_MESSAGE], body);
    this.name = 'InvalidResponseError';
    this.operationId = operationId;
    this.failingPath = failingPath;
  }
}

/** The contract operation a request is a call of, by its method and path (query string aside). */
export function operationOfRequest(
  method: string | undefined,
  url: string | undefined,
): OperationResponseSchema | undefined {
  const verb = (method ?? 'get').toLowerCase();
  const path = (url ?? '').split(/[?#]/, 1)[0] ?? '';
  return responseSchemas.find((operation) => operation.method === verb && operation.path.test(path));
}

/**
 * Starts loading an operation's response schema (its own chunk), so it travels beside the call. A
 * schema that cannot load fails the call like a lost connection: an unchecked answer never passes.
 */
export function loadResponseSchema(
  operation: OperationResponseSchema | undefined,
): Promise<ZodType | undefined> {
  const load = operation?.schema;
  if (!load) return Promise.resolve(undefined);
  return load().catch(() => {
    throw new ApiError(0, [CONNECTION_ISSUE_MESSAGE]);
  });
}

const NO_CONTENT = 204;

/**
 * Checks a success body against its operation's schema and passes it on unchanged, or throws an
 * `InvalidResponseError` and logs which operation broke the contract where.
 */
export function checkResponseBody<T>(
  operationId: string,
  schema: ZodType | undefined,
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
