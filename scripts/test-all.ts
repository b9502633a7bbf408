/**
 * `npm test`: every check and every suite, in the order a reviewer would want them, then one
 * closing line `N passed, N failed` that sums them all (each static check counts as one test).
 * The static checks run side by side, one per core, and print in that order when all are done.
 *
 *   node scripts/test-all.ts [--skip-e2e]
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const repoRoot = resolve(import.meta.dirname, '..');
const resultsDir = join(repoRoot, 'test-results');

interface Tally {
  passed: number;
  failed: number;
}

/** How long each phase took, printed at the end: where the run's time goes. */
const phaseTimes: Array<{ label: string; seconds: number }> = [];
const timed = <T>(label: string, work: () => T): T => {
  const started = performance.now();
  const result = work();
  const record = () => phaseTimes.push({ label, seconds: (performance.now() - started) / 1000 });
  if (result instanceof Promise) return result.finally(record) as T;
  record();
  return result;
};

const run = (label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean =>
  timed(label, () => {
    console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
    const result = spawnSync(command, args, {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    return result.status === 0;
  });

interface HeldResult {
  ok: boolean;
  output: string;
}

interface Check {
  label: string;
  script: string;
  args?: string[];
}

/** Runs an npm script with its output held back, so that checks run side by side print whole. */
function runHeld({ script, args = [] }: Check): Promise<HeldResult> {
  return new Promise((done) => {
    const child = spawn('npm', ['run', '--silent', script, ...(args.length > 0 ? ['--', ...args] : [])], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => done({ ok: false, output: `${output}${error.message}\n` }));
    child.on('close', (code) => done({ ok: code === 0, output }));
  });
}

/**
 * The static checks each keep one core busy (tsc, eslint, prettier, orval, the conformance walk):
 * as many run at once as there are cores, at least two; their outputs then print in order.
 */
async function runSideBySide(checks: Check[]): Promise<boolean[]> {
  const started: Array<{ check: Check; result: Promise<HeldResult> }> = [];
  const lane = async () => {
    for (let check = checks[started.length]; check; check = checks[started.length]) {
      const result = runHeld(check);
      started.push({ check, result });
      await result;
    }
  };
  await Promise.all(Array.from({ length: Math.max(2, availableParallelism()) }, lane));
  const outcomes: boolean[] = [];
  for (const { check, result } of started) {
    const { ok, output } = await result;
    const extra = check.args ? ` -- ${check.args.join(' ')}` : '';
    console.log(`\n▶ ${check.label}: npm run ${check.script}${extra}`);
    process.stdout.write(output);
    outcomes.push(ok);
  }
  return outcomes;
}

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

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { 'skip-e2e': { type: 'boolean', default: false } } });
  rmSync(resultsDir, { recursive: true, force: true });
  mkdirSync(resultsDir, { recursive: true });
  const total: Tally = { passed: 0, failed: 0 };
  const count = (ok: boolean) => (ok ? total.passed++ : total.failed++);

  const staticChecks = await timed('static checks, side by side', () =>
    runSideBySide([
      { label: 'typecheck', script: 'typecheck' },
      { label: 'lint', script: 'lint' },
      { label: 'format', script: 'format:check' },
      { label: 'contract drift', script: 'api:check' },
      { label: 'breaking changes', script: 'api:breaking' },
      { label: 'mock server conforms to the contract', script: 'api:conformance', args: ['--start-mock'] },
    ]),
  );
  staticChecks.forEach(count);

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
    // The home page's JavaScript (its limit is in .size-limit.ts, no map library, no mock code): a gate.
    count(run('budget: the home page JavaScript', 'node', ['scripts/budget.ts', '--skip-lighthouse']));
    // Lighthouse CI (mobile) on the same build served by `npm run preview`: accessibility, best
    // practices and SEO are a gate, and they do not change from run to run, so one run of each page
    // judges them. Performance only warns here; its figures come from `npm run bench`, side by side.
    count(run('budget: Lighthouse scores', 'node', ['scripts/budget.ts', '--runs', '1']));
  }

  console.log('\ntime per phase:');
  for (const { label, seconds } of phaseTimes)
    console.log(`  ${label.padEnd(56)} ${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`);
  console.log(`\n${total.passed} passed, ${total.failed} failed`);
  return total.failed === 0 ? 0 : 1;
}

process.exit(await main());
