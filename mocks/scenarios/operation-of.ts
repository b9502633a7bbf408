import { matchRequestUrl } from 'msw';
import { operations, type Operation, type OperationId } from '../../src/api/generated/operations';

const paramCount = (call: Operation) => (call.path.match(/\{/g) ?? []).length;

/** Literal paths first, so `/orders/recent` is not taken for `/orders/{id}`. */
const callsBySpecificity = [...operations].sort((a, b) => paramCount(a) - paramCount(b));

const toMswPath = (path: string) => `*${path.replace(/\{(\w+)\}/g, ':$1')}`;

/** The contract's operationId for a request, or undefined when it is not an API call. */
export function operationIdOf(request: Request): OperationId | undefined {
  const url = new URL(request.url);
  const method = request.method.toLowerCase();
  return callsBySpecificity.find(
    (call) => call.method === method && matchRequestUrl(url, toMswPath(call.path)).matches,
  )?.operationId;
}
