import { describe, expect, it } from 'vitest';
import { judgeScores, scoreMargin, type CategoryScores, type MinScores } from './score-gate.ts';

const MIN: MinScores = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 95 };
const scores = (overrides: Partial<CategoryScores> = {}): CategoryScores => ({
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  ...overrides,
});

describe('scoreMargin', () => {
  it('is the weakest category’s distance from its own minimum', () => {
    expect(scoreMargin({ scores: scores() }, MIN)).toBe(0);
    expect(scoreMargin({ scores: scores({ accessibility: 98 }) }, MIN)).toBe(-2);
    expect(scoreMargin({ scores: scores({ accessibility: 100, performance: 90 }) }, MIN)).toBe(-5);
  });

  it('counts a category without a score as 0', () => {
    expect(scoreMargin({ scores: scores({ seo: null }) }, MIN)).toBe(-95);
  });
});

describe('judgeScores', () => {
  it('passes pages at or above every minimum', () => {
    expect(judgeScores([{ path: '/', scores: scores({ performance: 95 }) }], MIN, 100, 'quiet-host')).toEqual(
      {
        failures: [],
        notJudged: [],
      },
    );
  });

  it('holds accessibility to 100 whatever the other minimums', () => {
    const verdict = judgeScores(
      [{ path: '/menu', scores: scores({ accessibility: 99 }) }],
      MIN,
      100,
      'always',
    );
    expect(verdict.failures).toEqual(['/menu: accessibility 99 < 100']);
  });

  it('fails a page short in performance on a host where the reference page scores 100', () => {
    const verdict = judgeScores(
      [{ path: '/menu', scores: scores({ performance: 90 }) }],
      MIN,
      100,
      'quiet-host',
    );
    expect(verdict).toEqual({ failures: ['/menu: performance 90 < 95'], notJudged: [] });
  });

  it('fails it too when the reference page has no figure', () => {
    const verdict = judgeScores(
      [{ path: '/', scores: scores({ performance: 90 }) }],
      MIN,
      null,
      'quiet-host',
    );
    expect(verdict.failures).toEqual(['/: performance 90 < 95']);
  });

  it('prints performance as not judged when even the reference page loses points, and judges the rest', () => {
    const verdict = judgeScores(
      [
        { path: '/', scores: scores({ performance: 88 }) },
        { path: '/about', scores: scores({ performance: 90, seo: 92 }) },
      ],
      MIN,
      97,
      'quiet-host',
    );
    expect(verdict.failures).toEqual(['/about: seo 92 < 95']);
    expect(verdict.notJudged).toEqual([
      expect.stringMatching(
        /^\/: performance 88 < 95: not judged, the reference page, with no script, scored 97/,
      ),
      expect.stringMatching(/^\/about: performance 90 < 95: not judged, the reference page/),
    ]);
  });

  it('prints performance as not judged when the page’s own runs lie 10 points apart or more', () => {
    const verdict = judgeScores(
      [{ path: '/menu', scores: scores({ performance: 91 }), performanceRuns: [76, 91, 85] }],
      MIN,
      100,
      'quiet-host',
    );
    expect(verdict).toEqual({
      failures: [],
      notJudged: [
        '/menu: performance 91 < 95: not judged, its runs scored 76, 91, 85: 15 points apart on the same build (under 10 on a host quiet enough to measure)',
      ],
    });
  });

  it('fails a page whose runs agree, however many there were', () => {
    const verdict = judgeScores(
      [{ path: '/menu', scores: scores({ performance: 92 }), performanceRuns: [90, 92, 88, 91, 89] }],
      MIN,
      100,
      'quiet-host',
    );
    expect(verdict).toEqual({ failures: ['/menu: performance 92 < 95'], notJudged: [] });
  });

  it('leaves runs that scored nothing out of the spread', () => {
    const verdict = judgeScores(
      [{ path: '/', scores: scores({ performance: 90 }), performanceRuns: [null, 90, 88] }],
      MIN,
      100,
      'quiet-host',
    );
    expect(verdict.failures).toEqual(['/: performance 90 < 95']);
  });

  it('judges performance on a busy host too with the `always` gate', () => {
    const verdict = judgeScores(
      [{ path: '/', scores: scores({ performance: 88 }), performanceRuns: [70, 88] }],
      MIN,
      97,
      'always',
    );
    expect(verdict).toEqual({ failures: ['/: performance 88 < 95'], notJudged: [] });
  });

  it('fails a page Lighthouse could not score in performance, whatever the host', () => {
    const verdict = judgeScores(
      [{ path: '/', scores: scores({ performance: null }) }],
      MIN,
      97,
      'quiet-host',
    );
    expect(verdict.failures).toEqual(['/: performance n/a < 95']);
  });
});
