import type { OperationId } from '../../src/api/generated/operations';
import { operationOf } from '../../src/api/generated/zod/response-schemas';

/**
 * The contract's operationId for a request, or undefined when it is not an API call: the lookup
 * the site's HTTP client makes to check an answer.
 */
export const operationIdOf = (request: Request): OperationId | undefined =>
  operationOf(request.method, new URL(request.url).pathname)?.operationId;
