import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.2 AA rule set every page is held to. */
export const WCAG_22_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Runs axe on the page as it is now and fails with the list of violations, if any. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // axe's default mode gathers each frame's results and merges them in a blank page it opens for
  // the purpose, about 2 s per scan on a 2-core machine. A page without frames (all but the hosted
  // card form's) is scanned in place by the same rules.
  const builder = new AxeBuilder({ page }).withTags(WCAG_22_AA_TAGS);
  const results = await builder.setLegacyMode(page.frames().length === 1).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.length}: ${violation.nodes
        .map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}`)
        .join(', ')})`,
  );
  expect(summary).toEqual([]);
}
