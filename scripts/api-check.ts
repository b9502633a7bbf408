/**
 * Drift check (`npm run api:check`): fails when the contract fails lint, or when the committed
 * generated client differs from a fresh generation of the contract.
 *
 *   node scripts/api-check.ts [--openapi-dir DIR]
 *
 * `--openapi-dir` checks another copy of `openapi/` against the committed generated code (the
 * drift test uses it to prove that a changed contract is caught).
 */
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { compareTrees } from './lib/compare-trees.ts';
import { runCommand } from './lib/run-command.ts';

const repoRoot = resolve(import.meta.dirname, '..');
const generatedDir = 'src/api/generated';

/** What the generator reads besides the contract: its config, the mutator and the formatter settings. */
const generatorInputs = [
  'orval.config.ts',
  'scripts/lib/orval-operation-split.ts',
  'scripts/lib/orval-response-schemas.ts',
  '.prettierrc.json',
  'src/api',
  'src/config',
  'tsconfig.json',
  'package.json',
];

function main(): number {
  const { values } = parseArgs({ options: { 'openapi-dir': { type: 'string', default: 'openapi' } } });
  const openapiDir = resolve(repoRoot, values['openapi-dir'] ?? 'openapi');

  const lint = runCommand(
    'npx',
    ['--no-install', 'redocly', 'lint', join(openapiDir, 'openapi.yaml'), '--format', 'summary'],
    {
      cwd: repoRoot,
    },
  );
  if (lint.status !== 0) {
    console.error(lint.output);
    console.error('api:check: the contract fails lint.');
    return 1;
  }

  const workDir = mkdtempSync(join(tmpdir(), 'api-check-'));
  try {
    for (const input of generatorInputs)
      cpSync(join(repoRoot, input), join(workDir, input), { recursive: true });
    rmSync(join(workDir, generatedDir), { recursive: true, force: true });
    cpSync(openapiDir, join(workDir, 'openapi'), { recursive: true });
    symlinkSync(join(repoRoot, 'node_modules'), join(workDir, 'node_modules'), 'dir');

    const generate = runCommand('npx', ['--no-install', 'orval', '--config', 'orval.config.ts'], {
      cwd: workDir,
    });
    if (generate.status !== 0) {
      console.error(generate.output);
      console.error('api:check: generation failed.');
      return 1;
    }
    const problems = compareTrees(join(workDir, generatedDir), join(repoRoot, generatedDir));
    if (problems.length > 0) {
      console.error(problems.map((problem) => `  ${problem}`).join('\n'));
      console.error(
        `api:check: ${generatedDir} is out of date with the contract; run \`npm run api:generate\` and commit.`,
      );
      return 1;
    }
    console.log('api:check: the contract lints clean and the generated client matches it.');
    return 0;
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

process.exit(main());
