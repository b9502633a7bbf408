/**
 * Fails when the production build carries mock code (MSW, faker, the mock backend or its service
 * worker), publishes a source map, or lacks its `_headers` file. Run after `vite build` (`npm test` runs it after the e2e suite, which builds).
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
if (!existsSync(join(dist, '_headers')))
  problems.push('_headers is missing (scripts/vite/static-host-headers.ts)');
const files = readdirSync(dist, { recursive: true, encoding: 'utf8' });
const scripts = files.filter((file) => file.endsWith('.js'));
for (const file of scripts) {
  const text = readFileSync(join(dist, file), 'utf8');
  for (const [marker, pattern] of MOCK_MARKERS) {
    if (pattern.test(text)) problems.push(`${file} contains "${marker}"`);
  }
}
// Whatever is in dist is published: a map, or a comment pointing at one, hands out our sources.
for (const file of files.filter((name) => name.endsWith('.map'))) problems.push(`${file} is a source map`);
for (const file of files.filter((name) => /\.(?:js|css)$/.test(name))) {
  if (/[#@] sourceMappingURL=/.test(readFileSync(join(dist, file), 'utf8'))) {
    problems.push(`${file} points at a source map`);
  }
}

if (problems.length > 0) {
  console.error(
    `check-production-bundle: the production build is not fit to publish:\n  ${problems.join('\n  ')}`,
  );
  process.exit(1);
}
console.log(
  `check-production-bundle: ${scripts.length} scripts, no mock code, no source maps, _headers present.`,
);
