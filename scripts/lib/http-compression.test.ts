// @vitest-environment node
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compress, isCompressible, negotiateEncoding } from './http-compression';

describe('negotiateEncoding', () => {
  const both = ['br', 'gzip'] as const;

  it('prefers brotli when a browser takes both', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd', both)).toBe('br');
  });

  it('falls back to gzip for a client without brotli', () => {
    expect(negotiateEncoding('gzip, deflate', both)).toBe('gzip');
  });

  it('follows the client’s weights and refusals', () => {
    expect(negotiateEncoding('br;q=0.5, gzip;q=0.8', both)).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip', both)).toBe('gzip');
    expect(negotiateEncoding('*;q=0.1, br;q=0', both)).toBe('gzip');
    expect(negotiateEncoding('*', both)).toBe('br');
  });

  it('sends the body as it is when the client names no offered encoding', () => {
    expect(negotiateEncoding(undefined, both)).toBeUndefined();
    expect(negotiateEncoding('', both)).toBeUndefined();
    expect(negotiateEncoding('identity', both)).toBeUndefined();
    expect(negotiateEncoding('br', ['gzip'])).toBeUndefined();
  });
});

describe('isCompressible', () => {
  it('compresses text formats and not images that are compressed already', () => {
    for (const type of [
      'application/json',
      'text/javascript',
      'text/css; charset=utf-8',
      'image/svg+xml',
      'application/problem+json',
      'application/manifest+json',
    ]) {
      expect(isCompressible(type), type).toBe(true);
    }
    for (const type of ['image/png', 'image/x-icon', 'application/octet-stream', '', undefined]) {
      expect(isCompressible(type), String(type)).toBe(false);
    }
  });
});

describe('compress', () => {
  const body = new TextEncoder().encode(
    JSON.stringify({ items: Array.from({ length: 200 }, (_, id) => ({ id, name: `Item ${id}` })) }),
  );

  it('gives back the same bytes once decompressed, in fewer bytes', async () => {
    const br = await compress(body, 'br');
    const gz = await compress(body, 'gzip');
    expect(brotliDecompressSync(br)).toEqual(Buffer.from(body));
    expect(gunzipSync(gz)).toEqual(Buffer.from(body));
    expect(br.byteLength).toBeLessThan(body.byteLength / 4);
    expect(gz.byteLength).toBeLessThan(body.byteLength / 4);
  });
});
