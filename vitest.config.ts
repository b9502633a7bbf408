import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig({ command: 'serve', mode: 'test', isSsrBuild: false, isPreview: false }),
  defineConfig({
    test: {
      globals: true,
      environment: 'jsdom',
      include: [
        'src/**/*.test.{ts,tsx}',
        'mocks/**/*.test.ts',
        'scripts/**/*.test.ts',
        'openapi/**/*.test.ts',
      ],
      setupFiles: ['./src/testing/setup-tests.ts'],
      restoreMocks: true,
      testTimeout: 15_000,
      // A file's time is mostly set-up in its worker (jsdom, the seeded mock backend): vitest's
      // default (cores - 1) runs one file at a time on 2 cores and leaves the other core idle.
      // `npm run test:stress` runs two such suites side by side, so the tests hold at twice this load.
      maxWorkers: Math.max(2, availableParallelism() - 1),
    },
  }),
);
