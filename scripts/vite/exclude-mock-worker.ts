import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

/**
 * Vite copies all of `public/` into the build; MSW's service worker must never ship in production.
 * Mock builds (`VITE_MOCKS=true`) keep it.
 */
export const excludeMockWorker = (): Plugin => {
  let config: ResolvedConfig;
  return {
    name: 'exclude-mock-worker',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle() {
      if (config.env.VITE_MOCKS === 'true') return;
      await rm(join(config.build.outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
};
