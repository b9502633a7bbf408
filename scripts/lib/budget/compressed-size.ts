import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface CompressedSize {
  raw: number;
  gzip: number;
  brotli: number;
}

/** Sizes as a CDN would serve the file: brotli at its best setting, gzip at level 9. */
export const compressedSize = (content: Buffer): CompressedSize => ({
  raw: content.length,
  gzip: gzipSync(content, { level: 9 }).length,
  brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
});

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
