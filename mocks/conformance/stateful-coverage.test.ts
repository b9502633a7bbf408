// @vitest-environment node
import type { RequestHandler } from 'msw';
import { operations, type Operation } from '../../src/api/generated/operations';
import { statefulHandlers } from '../handlers';

/**
 * Every operation of the SPEC call list must be answered by a stateful handler: one answered only
 * by the generated faker fallback returns random data and statuses, which no test can rely on.
 */

/** Sample values for the path parameters of the contract. */
const SAMPLE_PARAMS: Record<string, string> = {
  id: '1001',
  menuId: '100',
  orderId: '900001',
  productId: '100001',
  rewardId: 'offer-3-off',
  mode: 'pickup',
  name: 'locations',
};

function sampleRequest(call: Operation): Request {
  const path = call.path.replace(/\{(\w+)\}/g, (_, name: string) => SAMPLE_PARAMS[name] ?? '1');
  return new Request(`http://localhost${path}`, { method: call.method.toUpperCase() });
}

/** The route of the operation as the generated handlers declare it: `*` + `/api/v1/orders/:id`. */
const routeOf = (call: Operation): string => `*${call.path.replace(/\{(\w+)\}/g, ':$1')}`;

const describeHandler = (handler: RequestHandler): string => {
  const { method, path } = handler.info as { method?: unknown; path?: unknown };
  return `${String(method)} ${String(path)}`;
};

/** The first stateful handler that takes the request, as msw picks it. */
async function firstStatefulHandlerFor(request: Request): Promise<RequestHandler | undefined> {
  for (const handler of statefulHandlers) {
    if (await handler.test({ request: request.clone() })) return handler;
  }
  return undefined;
}

describe('stateful coverage of the SPEC call list', () => {
  it.each(operations.map((call) => ({ ...call, label: `${call.method.toUpperCase()} ${call.path}` })))(
    '$operationId ($label) is answered by its stateful handler, not the generated fallback',
    async (call) => {
      const handler = await firstStatefulHandlerFor(sampleRequest(call));
      expect(handler, `${call.operationId} is answered only by the generated fallback`).toBeDefined();
      expect(
        handler && describeHandler(handler),
        `${call.operationId} is taken by another operation's handler`,
      ).toBe(`${call.method.toUpperCase()} ${routeOf(call)}`);
    },
  );
});
