/**
 * `npm test`: every check and every suite, in the order a reviewer would want them, then one
 * closing line `N passed, N failed` that sums them all (each static check counts as one test).
 *
 *   node scripts/test-all.ts [--skip-e2e]
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const repoRoot = resolve(import.meta.dirname, '..');
const resultsDir = join(repoRoot, 'test-results');

interface Tally {
  passed: number;
  failed: number;
}

const run = (label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean => {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status === 0;
};

function readJson(file: string): unknown {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** vitest's JSON reporter (jest-compatible) counts. */
function vitestTally(file: string): Tally | undefined {
  const report = readJson(file) as { numPassedTests?: number; numFailedTests?: number } | undefined;
  if (report?.numPassedTests === undefined) return undefined;
  return { passed: report.numPassedTests, failed: report.numFailedTests ?? 0 };
}

/** Playwright's JSON reporter counts: expected = passed; unexpected and flaky = failed. */
function playwrightTally(file: string): Tally | undefined {
  const report = readJson(file) as
    { stats?: { expected: number; unexpected: number; flaky: number } } | undefined;
  if (!report?.stats) return undefined;
  return { passed: report.stats.expected, failed: report.stats.unexpected + report.stats.flaky };
}

function main(): number {
  const { values } = parseArgs({ options: { 'skip-e2e': { type: 'boolean', default: false } } });
  rmSync(resultsDir, { recursive: true, force: true });
  mkdirSync(resultsDir, { recursive: true });
  const total: Tally = { passed: 0, failed: 0 };
  const count = (ok: boolean) => (ok ? total.passed++ : total.failed++);

  count(run('typecheck', 'npm', ['run', '--silent', 'typecheck']));
  count(run('lint', 'npm', ['run', '--silent', 'lint']));
  count(run('format', 'npm', ['run', '--silent', 'format:check']));
  count(run('contract drift', 'npm', ['run', '--silent', 'api:check']));
  count(run('breaking changes', 'npm', ['run', '--silent', 'api:breaking']));
  count(
    run('mock server conforms to the contract', 'npm', [
      'run',
      '--silent',
      'api:conformance',
      '--',
      '--start-mock',
    ]),
  );

  const vitestFile = join(resultsDir, 'vitest.json');
  const vitestOk = run('unit and component tests', 'npx', [
    '--no-install',
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestFile}`,
  ]);
  const unit = vitestTally(vitestFile) ?? { passed: 0, failed: 1 };
  if (!vitestOk && unit.failed === 0) unit.failed = 1;
  total.passed += unit.passed;
  total.failed += unit.failed;

  if (!values['skip-e2e']) {
    const e2eFile = join(resultsDir, 'e2e.json');
    const e2eOk = run(
      'end-to-end tests',
      'npx',
      ['--no-install', 'playwright', 'test', '--reporter=list,json'],
      {
        PLAYWRIGHT_JSON_OUTPUT_FILE: e2eFile,
      },
    );
    const e2e = playwrightTally(e2eFile) ?? { passed: 0, failed: 1 };
    if (!e2eOk && e2e.failed === 0) e2e.failed = 1;
    total.passed += e2e.passed;
    total.failed += e2e.failed;
    // The e2e suite builds the production bundle; it must carry no mock code.
    count(
      run('no mock code or source maps in the production build', 'node', [
        'scripts/check-production-bundle.ts',
      ]),
    );
    // The home page's JavaScript (at most 125 KB brotli, no map library, no mock code): a gate.
    count(run('budget: the home page JavaScript', 'node', ['scripts/budget.ts', '--skip-lighthouse']));
    // Lighthouse CI (mobile, median of 3 runs) on the same build served by `npm run preview`:
    // accessibility, best practices and SEO are a gate; performance warns (scripts/budget.ts).
    count(run('budget: Lighthouse scores', 'node', ['scripts/budget.ts']));
  }

  console.log(`\n${total.passed} passed, ${total.failed} failed`);
  return total.failed === 0 ? 0 : 1;
}

process.exit(main());
