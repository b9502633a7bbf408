import { delay, http, HttpResponse } from 'msw';
import { brokenSiteDataAnswer } from './broken-site-data';
import { DEFAULT_SCENARIO, findScenario } from './catalogue';
import { operationIdOf } from './operation-of';
import type { Fault, Scenario } from './scenario';

/** Which scenario a request runs under (the runtime decides: session, header, cookie or module state). */
export type ScenarioResolver = (request: Request) => Scenario;

const defaultScenario = findScenario(DEFAULT_SCENARIO) as Scenario;
let resolveScenario: ScenarioResolver = () => defaultScenario;

export function setScenarioResolver(next: ScenarioResolver): void {
  resolveScenario = next;
}

/** The scenario a request runs under, for the few stateful behaviours a scenario switches on. */
export const scenarioOf = (request: Request): Scenario => resolveScenario(request);

/** The body every operation answers under a `wrong-shape` fault: an object missing every required field. */
export const WRONG_SHAPE_BODY = {};

function faultResponse(fault: Fault, request: Request): Response | undefined | Promise<Response | undefined> {
  switch (fault.kind) {
    case 'token-refused':
      return request.headers.has('Authorization')
        ? HttpResponse.json([{ message: 'Your session has expired. Please sign in again.' }], { status: 401 })
        : undefined;
    case 'error':
      return HttpResponse.json((fault.body ?? [{ message: 'Internal server error.' }]) as never, {
        status: fault.status ?? 500,
      });
    case 'network-error':
      return HttpResponse.error();
    case 'malformed':
      return new HttpResponse('<html><body>Bad gateway</body></html>', {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    case 'wrong-shape':
      return HttpResponse.json(WRONG_SHAPE_BODY);
    case 'timeout':
      return delay('infinite').then(() => HttpResponse.error());
    case 'held':
      // Then falls through to the stateful handler, which handles the call as if it just arrived.
      return delay(fault.ms).then(() => undefined);
  }
}

/**
 * First in the handler list: applies the scenario's latency and faults to API calls (and breaks its
 * broken site data files), then lets the stateful handlers answer (returning nothing falls through
 * to the next handler).
 */
export const scenarioHandler = http.all('*', async ({ request }) => {
  const operationId = operationIdOf(request);
  if (!operationId) return undefined;
  const scenario = resolveScenario(request);
  if (scenario.latencyMs) await delay(scenario.latencyMs);
  const fault = scenario.faults?.[operationId] ?? scenario.faults?.['*'];
  if (fault) return faultResponse(fault, request);
  return operationId === 'getSiteData' ? brokenSiteDataAnswer(request, scenario) : undefined;
});
