// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { scenarios } from './catalogue';
import { scenarioListMarkdown, withScenarioList } from './scenario-list-markdown';

const readme = readFileSync(resolve(import.meta.dirname, '../README.md'), 'utf8');

describe("mocks/README.md's scenario list", () => {
  it('is the catalogue as it is now (npm run mocks:readme rewrites it)', () => {
    expect(withScenarioList(readme)).toBe(readme);
  });

  it('names every scenario once, with its SPEC §8 row, and reads in a 100-column editor', () => {
    const list = scenarioListMarkdown();
    for (const scenario of scenarios) {
      expect(list.split(`**\`${scenario.name}\`**`)).toHaveLength(2);
      if (scenario.specRow) expect(list.replace(/\n\s*/g, ' ')).toContain(`(SPEC §8: ${scenario.specRow})`);
    }
    expect(list.split('\n').filter((line) => line.length > 100)).toEqual([]);
  });
});
