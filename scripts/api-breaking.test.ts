// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runCommand } from './lib/run-command.ts';

const repoRoot = resolve(import.meta.dirname, '..');

/** Runs the real breaking-change check: the committed contract (HEAD) against a changed copy. */
function apiBreakingWith(change: (openapiDir: string) => void) {
  const dir = mkdtempSync(join(tmpdir(), 'api-breaking-test-'));
  try {
    const openapiDir = join(dir, 'openapi');
    cpSync(join(repoRoot, 'openapi'), openapiDir, { recursive: true });
    change(openapiDir);
    return runCommand('node', ['scripts/api-breaking.ts', '--base', 'HEAD', '--openapi-dir', openapiDir], {
      cwd: repoRoot,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const edit = (file: string, from: RegExp | string, to: string) => {
  const text = readFileSync(file, 'utf8');
  const next = text.replace(from, to);
  if (next === text) throw new Error(`the test's edit did not apply to ${file}`);
  writeFileSync(file, next);
};

describe('npm run api:breaking', () => {
  it('passes when the contract only gains an optional response field', () => {
    const result = apiBreakingWith((dir) =>
      edit(
        join(dir, 'schemas', 'upsell.yaml'),
        /^properties:\n/m,
        'properties:\n  badge:\n    type: string\n',
      ),
    );
    expect(result.output).toContain('no breaking change');
    expect(result.status).toBe(0);
  }, 60_000);

  it('fails when a response field is retyped', () => {
    const result = apiBreakingWith((dir) =>
      edit(join(dir, 'schemas', 'upsell.yaml'), '  cost:\n    type: number\n', '  cost:\n    type: string\n'),
    );
    expect(result.status).toBe(1);
    expect(result.output).toContain('components.schemas.Upsell.properties.cost');
  }, 60_000);

  it('fails when an operation is removed', () => {
    const result = apiBreakingWith((dir) =>
      edit(join(dir, 'openapi.yaml'), /^ {2}\/api\/jobsearch:\n.*\n/m, ''),
    );
    expect(result.status).toBe(1);
    expect(result.output).toContain('/api/jobsearch');
  }, 60_000);

  it('fails when a request field becomes required', () => {
    const result = apiBreakingWith((dir) => {
      const file = join(dir, 'schemas', 'order-tip-request.yaml');
      edit(file, /^required:\n/m, 'required:\n  - note\n');
      edit(file, /^properties:\n/m, 'properties:\n  note:\n    type: string\n');
    });
    expect(result.status).toBe(1);
    expect(result.output).toContain('breaking change');
  }, 60_000);
});
