/**
 * Breaking-change check (`npm run api:breaking`): compares the contract in the working tree with
 * the one at a git ref (default `main`, or `origin/main` when only that exists) and fails on any
 * change api-smart-diff classifies as breaking: a removed operation, a removed or retyped
 * response field, a newly required request field, and the like.
 *
 *   node scripts/api-breaking.ts [--base REF] [--openapi-dir DIR]
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { findBreakingChanges } from './lib/breaking-changes.ts';
import { bundleSpec } from './lib/bundle-spec.ts';
import { runCommand } from './lib/run-command.ts';

const repoRoot = resolve(import.meta.dirname, '..');

function resolveBase(requested: string | undefined): string | undefined {
  const candidates = requested ? [requested] : ['main', 'origin/main'];
  return candidates.find(
    (ref) =>
      runCommand('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], { cwd: repoRoot }).status ===
      0,
  );
}

function main(): number {
  const { values } = parseArgs({
    options: { base: { type: 'string' }, 'openapi-dir': { type: 'string', default: 'openapi' } },
  });
  const base = resolveBase(values.base);
  if (!base) {
    console.error(`api:breaking: git ref ${values.base ?? 'main'} not found.`);
    return 1;
  }
  const hasContract =
    runCommand('git', ['cat-file', '-e', `${base}:openapi/openapi.yaml`], { cwd: repoRoot }).status === 0;
  if (!hasContract) {
    console.log(`api:breaking: ${base} has no contract yet; nothing to compare.`);
    return 0;
  }

  const baseDir = mkdtempSync(join(tmpdir(), 'api-breaking-'));
  try {
    const archive = execFileSync('git', ['archive', base, 'openapi'], {
      cwd: repoRoot,
      maxBuffer: 64 * 1024 * 1024,
    });
    execFileSync('tar', ['-x', '-C', baseDir], { input: archive });
    const before = bundleSpec(join(baseDir, 'openapi', 'openapi.yaml'), repoRoot);
    const after = bundleSpec(
      join(resolve(repoRoot, values['openapi-dir'] ?? 'openapi'), 'openapi.yaml'),
      repoRoot,
    );
    const breaking = findBreakingChanges(before, after);
    if (breaking.length > 0) {
      console.error(`api:breaking: ${breaking.length} breaking change(s) against ${base}:`);
      for (const change of breaking) console.error(`  - ${change}`);
      return 1;
    }
    console.log(`api:breaking: no breaking change against ${base}.`);
    return 0;
  } finally {
    rmSync(baseDir, { recursive: true, force: true });
  }
}

process.exit(main());
