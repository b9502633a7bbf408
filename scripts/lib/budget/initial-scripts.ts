import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';

/** Static imports between built chunks: `import … from "./x.js"` and `import "./x.js"`. */
const STATIC_IMPORT = /(?:^|[;\s}])import\s*(?:[\w*{}\s,$]+from\s*)?["'](\.\/[^"']+\.js)["']/g;

/** A script and why it counts: loaded by the page itself, or the chunk of a page module it needs at start. */
export interface InitialScript {
  /** Path in the build, e.g. `/assets/index-abc.js`. */
  src: string;
  reason: string;
}

const staticImportsOf = (dist: string, src: string): string[] =>
  [...readFileSync(join(dist, src), 'utf8').matchAll(STATIC_IMPORT)].map((match) =>
    posix.join(posix.dirname(src), match[1] ?? ''),
  );

/** The built chunk of a lazily loaded module, found by its file name (rolldown names chunks after it). */
function chunkOf(dist: string, moduleFile: string): string {
  const name = posix.basename(moduleFile).replace(/\.[jt]sx?$/, '');
  const pattern = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-[\\w-]{8}\\.js$`);
  const assets = join(dist, 'assets');
  const matches = existsSync(assets) ? readdirSync(assets).filter((file) => pattern.test(file)) : [];
  if (matches.length !== 1) {
    throw new Error(
      `no single chunk for ${moduleFile} in ${assets} (found ${matches.length}); did the page module move?`,
    );
  }
  return `/assets/${matches[0]}`;
}

/**
 * The JavaScript a page loads before it is interactive, without running it: the module entries and
 * modulepreloads of index.html, the chunks of `startModules` (the lazily loaded page modules the
 * route renders at once) and, for all of those, their static imports.
 */
export function initialScripts(dist: string, startModules: readonly string[]): InitialScript[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const fromHtml = [
    ...html.matchAll(
      /<(?:script[^>]*type="module"[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+)"/g,
    ),
  ]
    .map((match) => match[1] ?? '')
    .filter((src) => src.endsWith('.js'));
  const queue: InitialScript[] = [
    ...fromHtml.map((src) => ({ src, reason: 'index.html' })),
    ...startModules.map((module) => ({ src: chunkOf(dist, module), reason: `chunk of ${module}` })),
  ];
  const seen = new Map<string, InitialScript>();
  for (let next = queue.shift(); next; next = queue.shift()) {
    if (seen.has(next.src)) continue;
    seen.set(next.src, next);
    for (const imported of staticImportsOf(dist, next.src)) {
      queue.push({ src: imported, reason: `imported by ${posix.basename(next.src)}` });
    }
  }
  return [...seen.values()];
}
