/**
 * Fails when the production build carries mock code: MSW, faker, the mock backend or its service
 * worker. Run after `vite build` (`npm test` runs it after the e2e suite, which builds).
 *
 *   node scripts/check-production-bundle.ts [--dist DIR]
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

/**
 * Text that only mock code puts in a bundle (checked against a mock build when this was written).
 * `faker` as a whole word: map libraries name a line join 'fakeround'.
 */
const MOCK_MARKERS: Array<[name: string, pattern: RegExp]> = [
  ['[MSW]', /\[MSW\]/],
  ['mockServiceWorker', /mockServiceWorker/],
  ['faker', /\b[Ff]aker\b|@faker-js/],
  ['mock-backend/', /mock-backend\//],
];

const { values } = parseArgs({ options: { dist: { type: 'string', default: 'dist' } } });
const dist = resolve(import.meta.dirname, '..', values.dist ?? 'dist');

if (!existsSync(join(dist, 'index.html'))) {
  console.error(`check-production-bundle: no build in ${dist}; run \`npm run build\` first.`);
  process.exit(1);
}

const problems: string[] = [];
if (existsSync(join(dist, 'mockServiceWorker.js'))) problems.push('mockServiceWorker.js is in the build');
const scripts = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) =>
  file.endsWith('.js'),
);
for (const file of scripts) {
  const text = readFileSync(join(dist, file), 'utf8');
  for (const [marker, pattern] of MOCK_MARKERS) {
    if (pattern.test(text)) problems.push(`${file} contains "${marker}"`);
  }
}

if (problems.length > 0) {
  console.error(`check-production-bundle: mock code in the production build:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`check-production-bundle: ${scripts.length} scripts, no mock code.`);
