import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decode } from '@jridgewell/sourcemap-codec';

/** Where the bytes of built scripts come from: an npm package, or a source folder of ours. */
export function sourceOfModule(source: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg?.[1]) return pkg[1];
  const ours = /(?:^|\/)((?:src|mocks)\/[^/]+(?:\/[^/.]+)?)\//.exec(source);
  return ours?.[1] ?? source.replace(/^(?:\.\.\/)+/, '');
}

/**
 * Adds up, from the source maps, how many characters of `scripts` each package or source folder
 * produced (uncompressed, so a guide to what is big rather than a compressed figure).
 */
export function bundleContents(dist: string, scripts: readonly string[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const src of scripts) {
    const file = join(dist, src);
    if (!existsSync(`${file}.map`)) continue;
    const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[]; mappings: string };
    const lines = readFileSync(file, 'utf8').split('\n');
    decode(map.mappings).forEach((segments, lineIndex) => {
      const lineLength = lines[lineIndex]?.length ?? 0;
      segments.forEach((segment, index) => {
        const sourceIndex = segment[1];
        if (sourceIndex === undefined) return;
        const end = segments[index + 1]?.[0] ?? lineLength;
        const owner = sourceOfModule(map.sources[sourceIndex] ?? '?');
        totals.set(owner, (totals.get(owner) ?? 0) + end - segment[0]);
      });
    });
  }
  return totals;
}
