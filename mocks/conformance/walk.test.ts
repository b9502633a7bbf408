// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { bundleSpec } from '../../scripts/lib/bundle-spec';
import { operations as contractOperations } from '../../src/api/generated/operations';
import { pinClock } from '../clock';
import { mockBackend } from '../node';
import { PAYMENT_PROVIDER_PREFIX, paymentProviderResponse } from '../payments/payment-provider';
import { declaredStatusesOf } from './check-response';
import { createFetchClient } from './fetch-client';
import { runConformanceWalk, WALK_CLOCK, type ConformanceClient, type WalkResult } from './walk';
import { formatRecord, offSpecRecords } from './walk-report';

/**
 * The conformance walk in-process: every call is answered by the global msw server of the test
 * set-up (the full handler list, unhandled requests fail) over the seeded mock database, with the
 * mock clock pinned to a weekday noon so that the walk does not depend on when it runs.
 */

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

const fetchClient = createFetchClient('http://localhost');

/**
 * The fault step asks for a scenario by header; in-process the scenario is module state. The
 * payment provider is another party, outside msw's handlers: its endpoints are called directly.
 */
const inProcessClient: ConformanceClient = async (request) => {
  if (request.path.startsWith(PAYMENT_PROVIDER_PREFIX)) {
    const { method, path, body } = request;
    const provided = await paymentProviderResponse(
      new Request(new URL(path, 'http://localhost'), { method, body: JSON.stringify(body) }),
    );
    return { status: provided?.status ?? 404, bodyText: (await provided?.text()) ?? '' };
  }
  const scenario = request.headers?.['X-Mock-Scenario'];
  if (!scenario) return fetchClient(request);
  mockBackend.useScenario(scenario);
  try {
    return await fetchClient(request);
  } finally {
    mockBackend.useScenario();
  }
};

let result: WalkResult;

beforeAll(async () => {
  pinClock(WALK_CLOCK);
  await mockBackend.reset();
  const declared = declaredStatusesOf(
    bundleSpec('openapi/openapi.yaml', repoRoot) as { paths: Record<string, Record<string, unknown>> },
  );
  result = await runConformanceWalk(inProcessClient, { declared });
}, 120_000);

describe('the conformance walk over the offline backend', () => {
  it('gets only answers the contract declares, with bodies matching the generated schemas', () => {
    const offSpec = offSpecRecords(result);
    expect(offSpec, `Off-spec answers:\n${offSpec.map(formatRecord).join('\n')}`).toEqual([]);
  });

  it('reaches a checked success and a checked error of every operation of the SPEC call list', () => {
    const answered = (test: (status: number) => boolean) =>
      new Set(result.records.filter((record) => test(record.status)).map((record) => record.operationId));
    const succeeded = answered((status) => status >= 200 && status < 300);
    const failed = answered((status) => status >= 400 && status < 600);
    const operations = contractOperations.map((call) => call.operationId);
    const skipped = `Skipped steps:\n${result.skipped.join('\n')}`;
    expect(
      operations.filter((id) => !succeeded.has(id)),
      `Operations without a success answer. ${skipped}`,
    ).toEqual([]);
    expect(
      operations.filter((id) => !failed.has(id)),
      `Operations without an error answer. ${skipped}`,
    ).toEqual([]);
  });

  it('answers every step as the walk expects (success or error)', () => {
    expect(result.surprises, result.surprises.join('\n')).toEqual([]);
    expect(result.skipped, result.skipped.join('\n')).toEqual([]);
  });
});
