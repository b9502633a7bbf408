// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runCommand } from './lib/run-command.ts';

const repoRoot = resolve(import.meta.dirname, '..');

/** Runs the real drift check against a changed copy of the contract. */
function apiCheckWith(change: (openapiDir: string) => void) {
  const dir = mkdtempSync(join(tmpdir(), 'api-check-test-'));
  try {
    const openapiDir = join(dir, 'openapi');
    cpSync(join(repoRoot, 'openapi'), openapiDir, { recursive: true });
    change(openapiDir);
    return runCommand('node', ['scripts/api-check.ts', '--openapi-dir', openapiDir], { cwd: repoRoot });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('npm run api:check', () => {
  it('fails when the contract changes and the generated code was not regenerated', () => {
    const result = apiCheckWith((openapiDir) => {
      const file = join(openapiDir, 'schemas', 'upsell.yaml');
      const schema = readFileSync(file, 'utf8');
      writeFileSync(
        file,
        schema.replace(/^properties:\n/m, 'properties:\n  drift_probe:\n    type: string\n'),
      );
    });
    expect(result.status).toBe(1);
    expect(result.output).toContain('differs from a fresh generation');
    // A whole orval generation: about 30 s on an idle 2-core machine, 129 s on one also running
    // three e2e servers (a fresh-clone run of 698846b); the timeout only catches a hang.
  }, 300_000);

  it('fails when the contract no longer lints', () => {
    const result = apiCheckWith((openapiDir) => {
      const file = join(openapiDir, 'openapi.yaml');
      writeFileSync(file, readFileSync(file, 'utf8').replace(/^openapi: .*$/m, 'openapi: 9.9.9'));
    });
    expect(result.status).toBe(1);
    expect(result.output).toContain('the contract fails lint');
  }, 60_000);
});
