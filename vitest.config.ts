import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
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
    },
  }),
);
