import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { throttling } from 'lighthouse/core/config/constants.js';
import { QUIET_CHROMIUM_FLAGS } from '../quiet-chromium-flags.ts';
import { calibrateGatheredRun, DEFAULT_CPU_SLOWDOWN } from './cpu-calibration.ts';
import { LIGHTHOUSE_CATEGORIES, scoreMargin, type CategoryScores, type MinScores } from './score-gate.ts';

export interface PageAudit extends PageRun {
  /**
   * The performance score of every run of the page, in order (null where a run scored nothing); as
   * many as it took (the best run is the one reported).
   */
  performanceRuns: (number | null)[];
}

/** One Lighthouse run of a page. */
interface PageRun {
  url: string;
  /** 0–100 per category; null when Lighthouse could not score it. */
  scores: CategoryScores;
  /** Audits that cost points, for the report: `id: title`. */
  failedAudits: string[];
  /** Same-origin scripts the page requested while loading (paths, e.g. `/assets/index-abc.js`). */
  scripts: string[];
  /** Lighthouse's measure of this machine's speed at the time (a mid-range desktop scores about 1500+). */
  benchmarkIndex: number | undefined;
  /** The CPU slowdown the run used (Lighthouse's default is 4; see cpu-calibration.ts); none without a run. */
  cpuSlowdown: number | undefined;
  /** The whole Lighthouse report (JSON), for a closer look. */
  report: string;
}

const CHROME_FLAGS = [
  '--headless=new',
  ...QUIET_CHROMIUM_FLAGS,
  // Chromium refuses to start as root with its sandbox (CI containers run as root).
  ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
];

/** A page to score, and the state a visitor would already have on it. */
export interface AuditTarget {
  url: string;
  /**
   * localStorage (key → stored value) the page starts from, for pages that need a chosen location
   * or an order. It is written before each run, and Lighthouse is told not to reset storage.
   */
  storage?: Record<string, string>;
  /** Headers on every request of a run (a fresh mock session and its scenario), asked for per run. */
  headers?: () => Record<string, string>;
}

interface NetworkRequestItem {
  url?: string;
  resourceType?: string;
}

/** Lighthouse's mobile preset (simulated slow 4G, Moto G Power screen) with the given CPU slowdown. */
const mobileConfig = (cpuSlowdown: number) => ({
  extends: 'lighthouse:default' as const,
  settings: { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown } },
});

/**
 * What Lighthouse does itself before a run (empty HTTP cache, nothing stored for the origin), then
 * the target's localStorage, written from a static file of the origin so that no app code runs.
 */
async function prepareStorage(port: number, url: string, storage: Record<string, string>): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    const { origin } = new URL(url);
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    await page.goto(new URL('/robots.txt', origin).href);
    await page.evaluate((entries: Record<string, string>) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storage);
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/**
 * One Lighthouse run in two steps, as its gather and audit modes allow: the page loads (gather), then
 * the audits score what was recorded with the CPU slowdown `cpuSlowdown` says (audit).
 */
async function auditOnce(
  target: AuditTarget,
  port: number,
  cpuSlowdown: number | 'calibrated',
): Promise<PageRun> {
  const { url, storage, headers } = target;
  if (storage) await prepareStorage(port, url, storage);
  const flags = {
    port,
    logLevel: 'error' as const,
    output: 'json' as const,
    onlyCategories: [...LIGHTHOUSE_CATEGORIES],
    disableStorageReset: storage !== undefined,
    extraHeaders: headers?.() ?? null,
  };
  const artifactsDir = mkdtempSync(join(tmpdir(), 'budget-lighthouse-'));
  let result;
  let slowdown = cpuSlowdown === 'calibrated' ? DEFAULT_CPU_SLOWDOWN : cpuSlowdown;
  try {
    await lighthouse(url, { ...flags, gatherMode: artifactsDir }, mobileConfig(slowdown));
    if (cpuSlowdown === 'calibrated') slowdown = calibrateGatheredRun(artifactsDir);
    result = await lighthouse(url, { ...flags, auditMode: artifactsDir }, mobileConfig(slowdown));
  } finally {
    rmSync(artifactsDir, { recursive: true, force: true });
  }
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    LIGHTHOUSE_CATEGORIES.map((id) => {
      const score = lhr.categories[id]?.score;
      return [id, typeof score === 'number' ? Math.round(score * 100) : null];
    }),
  ) as PageAudit['scores'];
  const failedAudits = LIGHTHOUSE_CATEGORIES.flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && typeof audit.score === 'number' && audit.score < 1)
      .map((audit) => `${id}/${audit?.id}: ${audit?.title} (${audit?.displayValue ?? audit?.score})`),
  );
  const requests = (lhr.audits['network-requests']?.details as { items?: NetworkRequestItem[] } | undefined)
    ?.items;
  const origin = new URL(url).origin;
  const scripts = (requests ?? [])
    .filter((item) => item.resourceType === 'Script' && item.url?.startsWith(origin))
    .map((item) => new URL(item.url ?? '').pathname);
  return {
    url,
    scores,
    failedAudits,
    scripts,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpuSlowdown: slowdown,
    report: JSON.stringify(lhr),
  };
}

/** A run Lighthouse could not finish (it happens on a loaded machine: NO_NAVSTART) scores nothing. */
async function auditOnceOrFailure(
  target: AuditTarget,
  port: number,
  cpuSlowdown: number | 'calibrated',
): Promise<PageRun> {
  try {
    return await auditOnce(target, port, cpuSlowdown);
  } catch (error) {
    const scores = Object.fromEntries(LIGHTHOUSE_CATEGORIES.map((id) => [id, null])) as PageAudit['scores'];
    const failedAudits = [`no result: ${error instanceof Error ? error.message : String(error)}`];
    return {
      url: target.url,
      scores,
      failedAudits,
      scripts: [],
      benchmarkIndex: undefined,
      cpuSlowdown: undefined,
      report: '{}',
    };
  }
}

interface AuditOptions {
  /** Runs per page at most: a page that falls short is measured again, and its best run counts. */
  attempts: number;
  minScores: MinScores;
  /**
   * A fixed CPU slowdown, or 'calibrated': each run's from the host's benchmark index Lighthouse
   * measured as that run started (cpu-calibration.ts, `calibrateGatheredRun`).
   */
  cpuSlowdown: number | 'calibrated';
}

/**
 * Lighthouse's mobile preset (simulated throttling), CPU slowdown as `cpuSlowdown` says, on each URL in turn, in one
 * headless Chromium (`CHROME_PATH`, default /usr/bin/chromium). Performance scores swing by tens
 * of points on a busy machine, so a page that falls short gets up to `attempts` runs and the best
 * one counts (what Lighthouse CI calls the optimistic aggregation).
 */
export async function auditPages(
  targets: readonly AuditTarget[],
  { attempts, minScores, cpuSlowdown }: AuditOptions,
): Promise<PageAudit[]> {
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromePath)) throw new Error(`no Chromium at ${chromePath} (set CHROME_PATH)`);
  const chrome = await launch({
    chromePath,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    const run = (target: AuditTarget) => auditOnceOrFailure(target, chrome.port, cpuSlowdown);
    const audits: PageAudit[] = [];
    for (const target of targets) {
      let best = await run(target);
      const performanceRuns = [best.scores.performance];
      while (performanceRuns.length < attempts && scoreMargin(best, minScores) < 0) {
        const next = await run(target);
        performanceRuns.push(next.scores.performance);
        if (scoreMargin(next, minScores) > scoreMargin(best, minScores)) best = next;
      }
      audits.push({ ...best, performanceRuns });
    }
    return audits;
  } finally {
    chrome.kill();
  }
}
