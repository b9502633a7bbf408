import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sirv from 'sirv';
import type { Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

/**
 * Brotli for the built site, as the production host serves it. A CDN or static host sends scripts
 * and styles brotli-compressed at quality 11 (what the home-page budget counts); `vite preview`
 * alone sends gzip, about 15 % more bytes, so Lighthouse and the e2e tests would meet a slower site
 * than visitors do. The build writes `file.br` beside each text file of 1 KB or more, and preview
 * sends it to a client that accepts brotli; other requests go on to vite's own handling (gzip).
 */
export function precompressedAssets(): Plugin[] {
  return [
    compression({
      algorithms: ['brotliCompress'],
      include: /\.(?:js|css|svg|json|webmanifest)$/,
      threshold: 1024,
    }),
    {
      name: 'precompressed-assets:serve',
      configurePreviewServer(server) {
        const { root, build, preview } = server.config;
        const outDir = resolve(root, build.outDir);
        const serveBrotli = sirv(outDir, {
          brotli: true,
          dev: true,
          etag: true,
          extensions: [],
          setHeaders: (response) => {
            for (const [name, value] of Object.entries(preview.headers ?? {})) {
              if (value !== undefined) response.setHeader(name, value);
            }
          },
        });
        // Only files with a `.br` beside them: the rest keep vite's own handling (media types, gzip).
        const hasBrotliFile = (url = '/') => {
          const { pathname } = new URL(url, 'http://preview');
          return !pathname.endsWith('/') && existsSync(join(outDir, decodeURIComponent(pathname)) + '.br');
        };
        server.middlewares.use((request, response, next) => {
          const acceptsBrotli = /\bbr\b/.test(request.headers['accept-encoding'] ?? '');
          if (acceptsBrotli && hasBrotliFile(request.url)) serveBrotli(request, response, next);
          else next();
        });
      },
    },
  ];
}
