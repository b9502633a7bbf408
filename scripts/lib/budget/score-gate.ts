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
 * `quiet-host`: performance is judged when the reference page (no script) scores 100 in performance,
 * as it does on a host quiet enough to measure, or when it has no figure; `always`: on every host.
 */
export type PerformanceGate = 'quiet-host' | 'always';

export interface ScoreVerdict {
  /** Scores short of their minimum that fail the budget, as `path: category score < minimum`. */
  failures: string[];
  /** Performance figures short of the minimum that are printed but not judged (a busy host). */
  notJudged: string[];
}

/**
 * Every page's scores against the minimums. Accessibility, best practices and SEO do not depend on
 * the host's load and are judged everywhere; performance is judged as `gate` says, against the
 * reference page's performance score (`null` when it did not run or was not scored).
 */
export function judgeScores(
  pages: readonly { path: string; scores: CategoryScores }[],
  minScores: MinScores,
  referencePerformance: number | null,
  gate: PerformanceGate,
): ScoreVerdict {
  const failures: string[] = [];
  const performance: string[] = [];
  for (const { path, scores } of pages) {
    for (const id of LIGHTHOUSE_CATEGORIES) {
      const score = scores[id];
      if (score !== null && score >= minScores[id]) continue;
      const shortfall = `${path}: ${id} ${score ?? 'n/a'} < ${minScores[id]}`;
      (id === 'performance' && score !== null ? performance : failures).push(shortfall);
    }
  }
  const busyHost = gate === 'quiet-host' && referencePerformance !== null && referencePerformance < 100;
  return busyHost
    ? { failures, notJudged: performance }
    : { failures: [...failures, ...performance], notJudged: [] };
}
