import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadEnv, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const isMockBuild = (mode: string): boolean => loadEnv(mode, process.cwd(), 'VITE_').VITE_MOCKS === 'true';

/**
 * The app's service worker (src/sw.ts), built to `/sw.js` with the entry files to cache on install.
 * Production builds only: in mock builds MSW's worker owns the scope `/` (one worker per scope), so
 * no `/sw.js` is built there. Registration stays in src/lib/service-worker.ts (SPEC §7, §8).
 */
export function appServiceWorker(): Plugin[] {
  let outDir = 'dist';
  const pwa = VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: false,
    injectManifest: {
      globPatterns: ['assets/*.{js,css}'],
      // What the shell loads first: the files index.html names, as the worker's install caches them.
      manifestTransforms: [
        (entries) => {
          const html = readFileSync(join(outDir, 'index.html'), 'utf8');
          return { manifest: entries.filter((entry) => html.includes(`/${entry.url}"`)) };
        },
      ],
    },
  });
  return [
    { name: 'app-service-worker-out-dir', configResolved: (config) => void (outDir = config.build.outDir) },
    ...pwa.map((plugin) => ({
      ...plugin,
      apply: (_config: unknown, { command, mode }: { command: string; mode: string }) =>
        command === 'build' && !isMockBuild(mode),
    })),
  ];
}
