import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCommand } from './run-command.ts';

/** Bundles a split OpenAPI document into one JSON object (with internal $refs only) using Redocly. */
export function bundleSpec(rootFile: string, cwd: string): Record<string, unknown> {
  const dir = mkdtempSync(join(tmpdir(), 'openapi-bundle-'));
  try {
    const outFile = join(dir, 'openapi.json');
    const result = runCommand(
      'npx',
      [
        '--no-install',
        'redocly',
        'bundle',
        rootFile,
        '--component-names-strategy',
        'title',
        '--output',
        outFile,
      ],
      { cwd },
    );
    if (result.status !== 0) throw new Error(`redocly bundle failed for ${rootFile}:\n${result.output}`);
    return JSON.parse(readFileSync(outFile, 'utf8')) as Record<string, unknown>;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
