import { matchRequestUrl } from 'msw';
import { specCalls, type SpecCall } from '../../openapi/spec-calls';

const paramCount = (call: SpecCall) => (call.path.match(/\{/g) ?? []).length;

/** Literal paths first, so `/orders/recent` is not taken for `/orders/{id}`. */
const callsBySpecificity = [...specCalls].sort((a, b) => paramCount(a) - paramCount(b));

const toMswPath = (path: string) => `*${path.replace(/\{(\w+)\}/g, ':$1')}`;

/** The contract's operationId for a request, or undefined when it is not an API call. */
export function operationIdOf(request: Request): string | undefined {
  const url = new URL(request.url);
  const method = request.method.toLowerCase();
  return callsBySpecificity.find(
    (call) => call.method === method && matchRequestUrl(url, toMswPath(call.path)).matches,
  )?.operationId;
}
