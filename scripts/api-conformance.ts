/**
 * Contract conformance of a running backend (`npm run api:conformance`): walks every operation of
 * the contract through a success and a declared error, over HTTP in one session, and checks each
 * answer (status declared, body matching the generated zod schema). Exits 1 when an answer is
 * off-spec or an operation was not reached both ways.
 *
 *   npm run api:conformance -- --base-url URL [--email E --password P] [--verbose]
 *   npm run api:conformance -- --start-mock [--clock ISO|real] [--verbose]
 *
 * `--start-mock` starts the offline mock server (`mocks/server.ts`) on a free port, with its clock
 * pinned (default: a weekday noon, see WALK_CLOCK; `--clock real` keeps the real time), walks it and
 * stops it. Without `--email`/`--password` the seeded demo member signs in.
 */
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { declaredStatusesOf, type DeclaredStatuses } from '../mocks/conformance/check-response.ts';
import { createFetchClient } from '../mocks/conformance/fetch-client.ts';
import { runConformanceWalk, WALK_CLOCK, type WalkResult } from '../mocks/conformance/walk.ts';
import { formatRecord, offSpecRecords, summaryLine } from '../mocks/conformance/walk-report.ts';
import { bundleSpec } from './lib/bundle-spec.ts';
import { startMockServer } from './lib/start-mock-server.ts';

const repoRoot = resolve(import.meta.dirname, '..');

function report(result: WalkResult, verbose: boolean): number {
  if (verbose) for (const record of result.records) console.log(formatRecord(record));
  const offSpec = offSpecRecords(result);
  for (const record of offSpec) console.log(`OFF-SPEC ${formatRecord(record)}`);
  const { missingSuccess, missingError } = result.coverage;
  for (const operationId of missingSuccess)
    console.log(`NOT COVERED ${operationId}: no checked success answer`);
  for (const operationId of missingError) console.log(`NOT COVERED ${operationId}: no checked error answer`);
  for (const surprise of result.surprises) console.log(`note: unexpected answer: ${surprise}`);
  for (const skipped of result.skipped) console.log(`note: skipped ${skipped}`);
  console.log(summaryLine(result));
  return offSpec.length > 0 || missingSuccess.length > 0 || missingError.length > 0 ? 1 : 0;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      'base-url': { type: 'string' },
      'start-mock': { type: 'boolean', default: false },
      clock: { type: 'string', default: WALK_CLOCK },
      email: { type: 'string' },
      password: { type: 'string' },
      verbose: { type: 'boolean', default: false },
    },
  });
  if (!values['base-url'] && !values['start-mock']) {
    console.error('api:conformance: give --base-url URL or --start-mock.');
    return 2;
  }
  const clock = values.clock ?? WALK_CLOCK;
  if (clock !== 'real' && Number.isNaN(Date.parse(clock))) {
    console.error(`api:conformance: --clock must be an ISO date or "real", not ${clock}.`);
    return 2;
  }

  const contract = bundleSpec('openapi/openapi.yaml', repoRoot) as Parameters<typeof declaredStatusesOf>[0];
  const declared: DeclaredStatuses = declaredStatusesOf(contract);
  const mock = values['start-mock'] ? await startMockServer(clock) : undefined;
  const baseUrl = mock?.baseUrl ?? (values['base-url'] as string);
  try {
    console.log(
      `api:conformance: walking ${baseUrl}${mock && clock !== 'real' ? ` (mock clock at ${clock})` : ''}`,
    );
    // One session: the mock server keys its database on this header (and on the cookie it sets).
    const client = createFetchClient(baseUrl, {
      headers: { 'X-Mock-Session': `conformance-${randomUUID()}` },
      keepCookies: true,
    });
    const result = await runConformanceWalk(client, {
      declared,
      email: values.email,
      password: values.password,
    });
    return report(result, values.verbose ?? false);
  } finally {
    await mock?.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
