/**
 * A load run of the standalone mock server (`npm run mock:load`): starts a fresh server on a free
 * port (clock pinned to a weekday noon, so ASAP orders are open), drives parallel sessions of a
 * guest's order flow through it with autocannon, and reports requests per second, p50/p99 latency,
 * errors and the server's memory. Exits 1 on any error or any answer that carried another
 * session's data.
 *
 *   npm run mock:load [-- --sessions 50 --duration 30]
 */
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { WALK_CLOCK } from '../mocks/conformance/walk.ts';
import { guestOrderFlow, pickPlainProducts, type FlowTally } from '../mocks/load/order-flow.ts';
import { startMockServer } from './lib/start-mock-server.ts';

/** Resident memory of a process in MB, as `ps` reports it. */
const residentMegabytes = (pid: number): number =>
  Number(
    execFileSync('ps', ['-o', 'rss=', '-p', String(pid)])
      .toString()
      .trim(),
  ) / 1024;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      sessions: { type: 'string', default: '50' },
      duration: { type: 'string', default: '30' },
    },
  });
  const sessions = Number(values.sessions);
  const duration = Number(values.duration);
  const mock = await startMockServer(WALK_CLOCK);
  try {
    const products = await pickPlainProducts(mock.baseUrl);
    const rssBefore = residentMegabytes(mock.pid);
    const tally: FlowTally = {
      flowErrors: 0,
      crossSessionReads: 0,
      ordersPlaced: 0,
      sessions: new Set(),
      problems: [],
    };
    console.log(
      `mock:load: ${sessions} sessions for ${duration} s against ${mock.baseUrl} (mock clock at ${WALK_CLOCK})`,
    );
    const result = await autocannon({
      url: mock.baseUrl,
      connections: sessions,
      duration,
      timeout: 30,
      requests: guestOrderFlow(products, tally),
    });
    const rssAfter = residentMegabytes(mock.pid);
    const errors = result.errors + result.timeouts + result.non2xx + tally.flowErrors;
    console.log(
      [
        `requests: ${result.requests.total} (${result.requests.average.toFixed(0)} req/s)`,
        `latency: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
        `orders placed: ${tally.ordersPlaced} in ${tally.sessions.size} sessions`,
        `errors: ${errors} (connection ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}, flow ${tally.flowErrors})`,
        `cross-session reads: ${tally.crossSessionReads}`,
        `server RSS: ${rssBefore.toFixed(0)} MB before, ${rssAfter.toFixed(0)} MB after`,
      ].join('\n'),
    );
    for (const problem of tally.problems) console.log(`  ${problem}`);
    return errors === 0 && tally.crossSessionReads === 0 && tally.ordersPlaced > 0 ? 0 : 1;
  } finally {
    await mock.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
