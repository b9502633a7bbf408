import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints): a file that starts with
 * this comment has all its functions compiled while it downloads, on a background thread, instead
 * of one by one on the main thread as they are first called. The start-up chunks call most of what
 * they hold during the first render; lazily loaded chunks keep V8's lazy compiling, since much of
 * what they hold may never run. Figures: docs/performance.md.
 */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The chunks every page loads at start (vite.config.ts, `codeSplitting.groups`). */
export const START_UP_CHUNKS: ReadonlySet<string> = new Set(['framework', 'app']);

interface SourceMapLike {
  mappings: string;
}

/**
 * The chunk with the hint as its first line: V8 reads it only there, before the functions it is
 * about. (Vite puts its own preload helper at the top of a chunk late in the build, after
 * `output.banner` and `postBanner`, hence a plugin of our own.)
 */
export function withEagerCompileHint(code: string): string {
  return `${EAGER_COMPILE_HINT}\n${code}`;
}

/** A source map moved down the line the hint takes: an empty first line of mappings. */
export function shiftSourceMapDownOneLine(map: SourceMapLike): void {
  map.mappings = `;${map.mappings}`;
}

/**
 * Puts the hint on the start-up chunks of production builds, last of all the build's changes to
 * them. A development-mode build (the mock build) carries React's development code, much of which
 * never runs: compiled eagerly, it would only slow that build's cold start.
 */
export const eagerCompileHint = (): Plugin => ({
  name: 'eager-compile-hint',
  apply: (_config, { command, mode }) => command === 'build' && mode === 'production',
  enforce: 'post',
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !START_UP_CHUNKS.has(chunk.name)) continue;
        const mapAsset = bundle[`${chunk.fileName}.map`];
        chunk.code = withEagerCompileHint(chunk.code);
        if (chunk.map) shiftSourceMapDownOneLine(chunk.map);
        if (mapAsset?.type === 'asset' && typeof mapAsset.source === 'string') {
          const map = JSON.parse(mapAsset.source) as SourceMapLike;
          shiftSourceMapDownOneLine(map);
          mapAsset.source = JSON.stringify(map);
        }
      }
    },
  },
});
