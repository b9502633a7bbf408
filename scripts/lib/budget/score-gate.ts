/**
 * What the budget holds Lighthouse's scores to, and when a performance figure can be judged at all.
 * Pure: scripts/budget.ts feeds it the runs of lighthouse-audit.ts.
 */

/** The four categories the budget holds every audited page to. */
export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type LighthouseCategory = (typeof LIGHTHOUSE_CATEGORIES)[number];
export type CategoryScores = Record<LighthouseCategory, number | null>;

/** The least a page must score in each category. */
export type MinScores = Record<LighthouseCategory, number>;

/**
 * How far a run's weakest category stands above its minimum (below it when negative): a run is as
 * good as its weakest category. A category Lighthouse could not score counts as 0.
 */
export const scoreMargin = ({ scores }: { scores: CategoryScores }, minScores: MinScores): number =>
  Math.min(...LIGHTHOUSE_CATEGORIES.map((id) => (scores[id] ?? 0) - minScores[id]));

/**
 * `quiet-host`: performance is judged unless the host shows it is too busy to measure (below);
 * `always`: on every host.
 */
export type PerformanceGate = 'quiet-host' | 'always';

/**
 * How far apart one page's performance scores may be, run to run, on a host that can measure it.
 * On an idle 2-core machine a page's runs stayed within a few points; on the busy CI machines of
 * earlier stops the same build's page scored 76 and then 91. A wider spread says the host's load,
 * not the page, decided the figure.
 */
export const NOISY_SPREAD = 10;

export interface PageScores {
  path: string;
  scores: CategoryScores;
  /** The performance score of each run of the page (null where a run scored nothing). */
  performanceRuns?: readonly (number | null)[];
}

export interface ScoreVerdict {
  /** Scores short of their minimum that fail the budget, as `path: category score < minimum`. */
  failures: string[];
  /** Performance figures short of the minimum that are printed but not judged, with the reason. */
  notJudged: string[];
}

/** Why the host cannot measure a page's performance now, if it cannot. */
function busyHostReason(page: PageScores, referencePerformance: number | null): string | undefined {
  if (referencePerformance !== null && referencePerformance < 100) {
    return `the reference page, with no script, scored ${referencePerformance} (100 on a host quiet enough to measure)`;
  }
  const runs = (page.performanceRuns ?? []).filter((score): score is number => score !== null);
  const spread = runs.length > 1 ? Math.max(...runs) - Math.min(...runs) : 0;
  if (spread >= NOISY_SPREAD) {
    return `its runs scored ${runs.join(', ')}: ${spread} points apart on the same build (under ${NOISY_SPREAD} on a host quiet enough to measure)`;
  }
  return undefined;
}

/**
 * Every page's scores against the minimums. Accessibility, best practices and SEO do not depend on
 * the host's load and are judged everywhere. Performance is judged as `gate` says: with
 * `quiet-host`, a shortfall is printed but not judged when the host shows it cannot measure, that
 * is when the reference page (no script; `null` when it did not run) scores under 100, or when the
 * page's own runs lie `NOISY_SPREAD` points apart or more.
 */
export function judgeScores(
  pages: readonly PageScores[],
  minScores: MinScores,
  referencePerformance: number | null,
  gate: PerformanceGate,
): ScoreVerdict {
  const failures: string[] = [];
  const notJudged: string[] = [];
  for (const page of pages) {
    for (const id of LIGHTHOUSE_CATEGORIES) {
      const score = page.scores[id];
      if (score !== null && score >= minScores[id]) continue;
      const shortfall = `${page.path}: ${id} ${score ?? 'n/a'} < ${minScores[id]}`;
      const busy =
        id === 'performance' && score !== null && gate === 'quiet-host'
          ? busyHostReason(page, referencePerformance)
          : undefined;
      if (busy) notJudged.push(`${shortfall}: not judged, ${busy}`);
      else failures.push(shortfall);
    }
  }
  return { failures, notJudged };
}
