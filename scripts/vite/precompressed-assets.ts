import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { compress, MIN_COMPRESSED_BYTES, negotiateEncoding } from '../lib/http-compression.ts';

/** The built files a CDN sends compressed, by extension, with their media types. */
const COMPRESSIBLE_FILES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

/** The build's files worth compressing: text formats above the size compression pays for. */
function compressibleFiles(outDir: string): string[] {
  return readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((file) => {
    const path = join(outDir, file);
    return (
      extname(file) in COMPRESSIBLE_FILES &&
      statSync(path).isFile() &&
      statSync(path).size >= MIN_COMPRESSED_BYTES
    );
  });
}

/** The `.br` file written beside the built file a request names, with that file's media type. */
function brotliFileFor(outDir: string, url: string | undefined): { path: string; type: string } | undefined {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(url ?? '/', 'http://preview').pathname);
  } catch {
    return undefined;
  }
  const type = COMPRESSIBLE_FILES[extname(pathname)];
  const path = `${join(outDir, pathname)}.br`;
  // Only files inside the build, whatever `..` the address holds.
  if (!type || !path.startsWith(outDir + sep) || !existsSync(path)) return undefined;
  return { path, type };
}

/**
 * Brotli for the built site, as the production host serves it. A CDN or static host sends scripts
 * and styles brotli-compressed at quality 11 (what the home-page budget counts); `vite preview`
 * alone sends gzip, about 15 % more bytes, so Lighthouse and the e2e tests met a slower site than
 * visitors do. The build writes `file.br` beside each compressible file (quality 11, once), and
 * preview sends it to a client that accepts brotli; other clients get vite's gzip as before.
 */
export function precompressedAssets(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'precompressed-assets',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.command !== 'build' || config.build.write === false) return;
      const outDir = resolve(config.root, config.build.outDir);
      await Promise.all(
        compressibleFiles(outDir).map(async (file) => {
          const path = join(outDir, file);
          writeFileSync(`${path}.br`, await compress(readFileSync(path), 'br'));
        }),
      );
    },
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      const headers = server.config.preview.headers ?? {};
      server.middlewares.use((request, response, next) => {
        const file =
          (request.method === 'GET' || request.method === 'HEAD') &&
          negotiateEncoding(request.headers['accept-encoding'], ['br']) === 'br'
            ? brotliFileFor(outDir, request.url)
            : undefined;
        if (!file) return next();
        const body = readFileSync(file.path);
        for (const [name, value] of Object.entries(headers)) {
          if (value !== undefined) response.setHeader(name, value);
        }
        response.setHeader('Content-Type', file.type);
        response.setHeader('Content-Encoding', 'br');
        response.setHeader('Content-Length', body.byteLength);
        response.setHeader('Vary', 'Accept-Encoding');
        response.setHeader('Cache-Control', 'no-cache');
        response.end(request.method === 'HEAD' ? undefined : body);
      });
    },
  };
}
