/**
 * `npm run budget`, after `npm run build`:
 * 1. size-limit (.size-limit.ts): the JavaScript the home page runs before it is interactive stays
 *    within its limit (.size-limit.ts); each ordering page's own start JavaScript is reported.
 * 2. Those same files hold no map library and no mock code (the ordering pages': no map library).
 * 3. Lighthouse CI, mobile preset, on the production build served by `npm run preview` (with its
 *    mock API): each page's median run scores 100 in accessibility and at least 95 in best practices
 *    and SEO, or the budget fails. Performance (at least 95) is a warning, printed with every run's
 *    score: on a busy host it swings by tens of points; `--strict-performance` makes it fail too.
 *
 *   node scripts/budget.ts [--skip-lighthouse] [--strict-performance] [--runs 3] [--page /menu ...]
 *
 * `--page` (repeatable) limits Lighthouse to the budgeted pages at that path or below it: `/order`
 * is the product page and checkout, `/` the home page alone.
 *
 * Reports (HTML and JSON, one per run) stay in .lighthouseci/reports.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { LIGHTHOUSE_PAGES } from './lib/budget/lighthouse-pages.ts';
import { budgetedScripts } from './lib/budget/start-scripts.ts';
import { QUIET_CHROMIUM_FLAGS } from './lib/quiet-chromium-flags.ts';
import { noonInCharlotte } from '../mocks/clock.ts';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');
const lhciDir = join(root, '.lighthouseci');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const FORBIDDEN = {
  'a map library': /maplibre|mapbox-gl|mapboxgl/,
  'mock code': /\[MSW\]|mockServiceWorker|\b[Ff]aker\b|@faker-js|mock-backend\//,
  // Messages are pre-compiled (scripts/vite/precompiled-messages.ts): react-intl needs no parser.
  'the ICU message parser': /EXPECT_ARGUMENT_CLOSING_BRACE/,
};

const { values } = parseArgs({
  options: {
    'skip-lighthouse': { type: 'boolean', default: false },
    'strict-performance': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    page: { type: 'string', multiple: true, default: [] },
  },
});
if (!existsSync(join(dist, 'index.html'))) {
  console.error('budget: no build in dist; run `npm run build` first.');
  process.exit(1);
}
const problems: string[] = [];
const atOrBelow = (path: string, page: string) =>
  path === page || path.startsWith(`${page}?`) || (page !== '/' && path.startsWith(`${page}/`));
const pages = LIGHTHOUSE_PAGES.filter(
  ({ path }) => values.page.length === 0 || values.page.some((page) => atOrBelow(path, page)),
);
if (pages.length === 0) {
  console.error(`budget: no budgeted page is at or below ${values.page.join(' or ')}.`);
  process.exit(1);
}

/** Runs a command in its own process group and stops the whole group once it exits. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<boolean> {
  const child = spawn(command, args, {
    cwd: root,
    stdio: 'inherit',
    detached: true,
    env: { ...process.env, ...env },
  });
  const stopGroup = () => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // the group is gone already
    }
  };
  process.once('exit', stopGroup);
  return new Promise((done) =>
    child.on('exit', (code) => {
      stopGroup();
      done(code === 0);
    }),
  );
}

/** A port nothing listens on right now. */
const freePort = (): Promise<number> =>
  new Promise((done, fail) => {
    const server = createServer().once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error())));
    });
  });

// 1. Sizes.
console.log('budget: start JavaScript, brotli (size-limit, .size-limit.ts)');
if (!(await run('npx', ['--no-install', 'size-limit']))) problems.push('size-limit: over the limit');

// 2. Contents.
const { home, orderingPages } = budgetedScripts(dist);
const scan = (files: string[], forbidden: Partial<typeof FORBIDDEN>, whose: string) => {
  for (const file of files) {
    const content = readFileSync(file, 'utf8');
    for (const [what, pattern] of Object.entries(forbidden)) {
      if (pattern.test(content)) problems.push(`${whose}: ${relative(root, file)} contains ${what}`);
    }
  }
};
scan(home, FORBIDDEN, '/');
for (const [page, files] of Object.entries(orderingPages)) {
  scan(files, { 'a map library': FORBIDDEN['a map library'] }, page);
}
console.log(`budget: no map library or mock code in the start JavaScript of / and the ordering pages`);

// 3. Lighthouse CI.
if (!values['skip-lighthouse']) {
  const runs = Number(values.runs);
  const [port, mockPort] = [await freePort(), await freePort()];
  const origin = `http://127.0.0.1:${port}`;
  const performanceLevel = values['strict-performance'] ? 'error' : 'warn';
  const median = (level: string, minScore: number) => [level, { minScore, aggregationMethod: 'median-run' }];
  const config = {
    ci: {
      collect: {
        startServerCommand: `node scripts/preview.ts --strictPort`,
        startServerReadyPattern: 'Local',
        startServerReadyTimeout: 60_000,
        // Each page listed once per run, measured once: Lighthouse CI runs the puppeteer script
        // once per URL entry, so every run starts clean (no cache, storage or service worker).
        url: pages.flatMap(({ path }) => Array<string>(runs).fill(origin + path)),
        numberOfRuns: 1,
        puppeteerScript: 'scripts/lib/budget/lighthouse-pages.ts',
        puppeteerLaunchOptions: {
          args: [...QUIET_CHROMIUM_FLAGS, ...(process.getuid?.() === 0 ? ['--no-sandbox'] : [])],
        },
        chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
        // The puppeteer script prepared storage; Lighthouse's own reset would wipe it. The ordering
        // pages say noindex on purpose (they depend on the visitor), which is-crawlable would count
        // against SEO: which pages are indexed is the route table's, checked by the prerender e2e.
        settings: {
          onlyCategories: [...CATEGORIES],
          disableStorageReset: true,
          skipAudits: ['is-crawlable'],
        },
      },
      assert: {
        assertions: {
          'categories:performance': median(performanceLevel, 0.95),
          'categories:accessibility': median('error', 1),
          'categories:best-practices': median('error', 0.95),
          'categories:seo': median('error', 0.95),
        },
      },
      upload: { target: 'filesystem', outputDir: join(lhciDir, 'reports') },
    },
  };
  mkdirSync(lhciDir, { recursive: true });
  const configFile = join(lhciDir, 'lighthouserc.json');
  writeFileSync(configFile, JSON.stringify(config, null, 2));
  const lhci = (command: string) =>
    run('npx', ['--no-install', 'lhci', command, `--config=${configFile}`], {
      PORT: String(port),
      MOCK_PORT: String(mockPort),
      MOCK_API_URL: undefined,
      // The same restaurant day at any hour of the run: near closing time the checkout asks for
      // the menu's times and shows the time picker, another page than the one budgeted.
      MOCK_NOW: noonInCharlotte(),
    });
  if (!(await lhci('collect')) || !(await lhci('upload'))) {
    problems.push('lighthouse: the runs did not complete');
  } else {
    printScores(join(lhciDir, 'reports', 'manifest.json'));
    if (!(await lhci('assert'))) problems.push('lighthouse: a page is below its scores (see above)');
  }
}

/** Every page's median run (the one the assertions judge), and each run's performance score. */
function printScores(manifestFile: string): void {
  const entries = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
    url: string;
    isRepresentativeRun: boolean;
    summary: Record<string, number>;
  }[];
  console.log(`lighthouse (mobile; median run of each page; reports in ${relative(root, lhciDir)}/reports):`);
  for (const { path } of pages) {
    const pageRuns = entries.filter(
      (entry) => new URL(entry.url).pathname + new URL(entry.url).search === path,
    );
    const medianRun = pageRuns.find((entry) => entry.isRepresentativeRun);
    const score = (id: string) => Math.round((medianRun?.summary[id] ?? NaN) * 100);
    const performanceRuns = pageRuns.map((entry) => Math.round((entry.summary.performance ?? NaN) * 100));
    console.log(
      `  ${path}: ${CATEGORIES.map((id) => `${id} ${score(id)}`).join(', ')} (performance runs ${performanceRuns.join(', ')})`,
    );
  }
}

if (problems.length > 0) {
  console.error(`budget: failed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('budget: passed.');
