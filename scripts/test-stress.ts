/**
 * `npm run test:stress`: the unit suite under load. Each of three rounds runs `vitest run` while a
 * second copy of the suite runs beside it, so every test also passes on a machine that is busy,
 * as a CI host or a developer's laptop often is. Fails when any run fails. Not part of `npm test`.
 *
 *   node scripts/test-stress.ts [extra vitest arguments]
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '..');
const ROUNDS = 3;
const COPIES = 2;
const extraArgs = process.argv.slice(2);

/** Runs one copy of the suite; resolves with whether it passed. */
function runSuite(label: string): Promise<boolean> {
  return new Promise((done) => {
    const child = spawn('npx', ['vitest', 'run', '--reporter=dot', ...extraArgs], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => {
      console.error(`${label}: could not start vitest: ${error.message}`);
      done(false);
    });
    child.on('close', (code) => {
      const passed = code === 0;
      // A failing copy prints its whole report; a passing one only its summary.
      const shown = passed
        ? output.split('\n').filter((line) => /Test Files|Tests |Duration/.test(line))
        : [output];
      console.log(`\n${label}: ${passed ? 'passed' : `FAILED (exit ${code})`}\n${shown.join('\n')}`);
      done(passed);
    });
  });
}

let failures = 0;
for (let round = 1; round <= ROUNDS; round += 1) {
  console.log(`\n▶ round ${round} of ${ROUNDS}: ${COPIES} copies of the suite at once`);
  const results = await Promise.all(
    Array.from({ length: COPIES }, (_, copy) => runSuite(`round ${round}, copy ${copy + 1}`)),
  );
  failures += results.filter((passed) => !passed).length;
}

console.log(`\n${ROUNDS * COPIES - failures} of ${ROUNDS * COPIES} runs passed`);
process.exitCode = failures === 0 ? 0 : 1;
