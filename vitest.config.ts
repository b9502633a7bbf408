import { globSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

const testFiles = [
  'src/**/*.test.{ts,tsx}',
  'mocks/**/*.test.ts',
  'scripts/**/*.test.ts',
  'openapi/**/*.test.ts',
];

/**
 * Files that replace a module with `vi.mock`: a module already imported by an earlier file in the
 * same worker cannot be replaced, so these run in a fresh module cache each.
 */
const filesThatMockModules = globSync(testFiles, { exclude: ['node_modules/**'] }).filter((file) =>
  /\bvi\.mock\(/.test(readFileSync(file, 'utf8')),
);

export default mergeConfig(
  await viteConfig({ command: 'serve', mode: 'test', isSsrBuild: false, isPreview: false }),
  defineConfig({
    test: {
      globals: true,
      environment: 'jsdom',
      setupFiles: ['./src/testing/setup-tests.ts'],
      restoreMocks: true,
      testTimeout: 15_000,
      // A file's time is mostly set-up in its worker (jsdom, the seeded mock backend): vitest's
      // default (cores - 1) runs one file at a time on 2 cores and leaves the other core idle.
      // `npm run test:stress` runs two such suites side by side, so the tests hold at twice this load.
      maxWorkers: Math.max(2, availableParallelism() - 1),
      projects: [
        {
          extends: true,
          test: {
            name: 'shared',
            include: testFiles,
            exclude: filesThatMockModules,
            // Files share their worker's module cache: the app, the mock backend and their schemas
            // are imported once per worker instead of once per file, which makes the suite three
            // times faster. The per-file set-up (src/testing/setup-tests.ts) puts back what a file
            // may change: stores, storage, cookies, the mock database, scenario, clock and timers.
            isolate: false,
          },
        },
        { extends: true, test: { name: 'isolated', include: filesThatMockModules, isolate: true } },
      ],
    },
  }),
);
