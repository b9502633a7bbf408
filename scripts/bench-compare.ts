/**
 * `npm run bench -- [--base main] [--runs 3] [--page / --page /about …]`: the production build of
 * `--base` (a git ref) and of the working tree, side by side on this machine. Both are built, both
 * served by `vite preview` against one mock server, and Lighthouse (mobile, simulated throttling)
 * runs on each page alternately, base then head, `--runs` times; the median of each is printed with
 * the script the page fetched before the network settled (brotli bytes, as sent).
 *
 * The base is checked out in the system's temporary folder (`order-online-bench/base`) with this
 * tree's node_modules linked in, or `npm ci` when its lock file differs; the reports stay beside it.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { QUIET_CHROMIUM_FLAGS } from './lib/quiet-chromium-flags.ts';
import { freePort, startMockServer } from './lib/start-mock-server.ts';
import { noonInCharlotte } from '../mocks/clock.ts';

const root = resolve(import.meta.dirname, '..');
const benchDir = join(tmpdir(), 'order-online-bench');
const baseDir = join(benchDir, 'base');
const reportsDir = join(benchDir, 'reports');
const LIGHTHOUSE = join(root, 'node_modules/@lhci/cli/node_modules/lighthouse/cli/index.js');

const { values } = parseArgs({
  options: {
    base: { type: 'string', default: 'main' },
    runs: { type: 'string', default: '3' },
    page: { type: 'string', multiple: true, default: ['/', '/about', '/menu', '/careers'] },
  },
});
const runs = Math.max(1, Number(values.runs));

const sh = (command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) => {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
};

function checkOutBase(): void {
  rmSync(baseDir, { recursive: true, force: true });
  spawnSync('git', ['worktree', 'prune'], { cwd: root });
  sh('git', ['worktree', 'add', '--detach', '--force', baseDir, values.base], root);
  const sameLock =
    readFileSync(join(baseDir, 'package-lock.json'), 'utf8') ===
    readFileSync(join(root, 'package-lock.json'), 'utf8');
  if (sameLock) sh('cp', ['-al', join(root, 'node_modules'), join(baseDir, 'node_modules')], root);
  else sh('npm', ['ci', '--no-audit', '--no-fund'], baseDir);
}

interface Served {
  name: string;
  url: string;
  process: ChildProcess;
}

async function serve(name: string, dir: string, mockUrl: string): Promise<Served> {
  const port = await freePort();
  const child = spawn('npx', ['--no-install', 'vite', 'preview', '--port', String(port), '--strictPort'], {
    cwd: dir,
    stdio: 'ignore',
    detached: true,
    env: { ...process.env, MOCK_API_URL: mockUrl },
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(url)).ok) return { name, url, process: child };
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${name}'s preview did not answer`);
}

interface Figures {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  scriptKb: number;
}

function lighthouse(url: string, report: string): Figures {
  sh(
    process.execPath,
    [
      LIGHTHOUSE,
      url,
      '--quiet',
      '--only-categories=performance',
      '--output=json',
      `--output-path=${report}`,
      `--chrome-flags=--headless=new ${QUIET_CHROMIUM_FLAGS.join(' ')}${process.getuid?.() === 0 ? ' --no-sandbox' : ''}`,
    ],
    root,
    { CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  );
  const { categories, audits } = JSON.parse(readFileSync(report, 'utf8')) as {
    categories: { performance: { score: number } };
    audits: Record<
      string,
      { numericValue?: number; details?: { items?: Array<{ resourceType?: string; transferSize?: number }> } }
    >;
  };
  const scripts = (audits['network-requests']?.details?.items ?? []).filter(
    (item) => item.resourceType === 'Script',
  );
  return {
    score: Math.round(categories.performance.score * 100),
    lcp: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    tbt: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    scriptKb: Number((scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024).toFixed(1)),
  };
}

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)] ?? 0;
const summary = (figures: Figures[]) =>
  `${median(figures.map((f) => f.score))} · LCP ${median(figures.map((f) => f.lcp))} ms · TBT ${median(figures.map((f) => f.tbt))} ms · CLS ${median(figures.map((f) => f.cls))} · JS ${median(figures.map((f) => f.scriptKb))} KB`;

checkOutBase();
const mock = await startMockServer(noonInCharlotte());
const servers: Served[] = [];
try {
  sh('npm', ['run', '--silent', 'build'], baseDir);
  sh('npm', ['run', '--silent', 'build'], root);
  servers.push(
    await serve(`base (${values.base})`, baseDir, mock.baseUrl),
    await serve('head (working tree)', root, mock.baseUrl),
  );
  mkdirSync(reportsDir, { recursive: true });
  const results = new Map<string, Figures[]>();
  for (let run = 1; run <= runs; run++) {
    for (const page of values.page) {
      for (const server of servers) {
        const key = `${page}\t${server.name}`;
        const report = join(
          reportsDir,
          `${server.name.split(' ')[0]}-${page.replace(/\W+/g, '_') || 'home'}-${run}.json`,
        );
        results.set(key, [...(results.get(key) ?? []), lighthouse(`${server.url}${page}`, report)]);
      }
    }
  }
  console.log(`\nLighthouse mobile, median of ${runs} runs each, alternated on this machine:`);
  console.log(`| page | ${servers.map((server) => server.name).join(' | ')} |`);
  console.log(`| --- | ${servers.map(() => '---').join(' | ')} |`);
  for (const page of values.page) {
    console.log(
      `| \`${page}\` | ${servers.map((server) => summary(results.get(`${page}\t${server.name}`) ?? [])).join(' | ')} |`,
    );
  }
} finally {
  for (const server of servers) if (server.process.pid) process.kill(-server.process.pid, 'SIGTERM');
  await mock.stop();
}
if (!existsSync(baseDir)) process.exitCode = 1;
