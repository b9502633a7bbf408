import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';

/** The compressions our servers offer, best first: brotli where the client takes it, else gzip. */
export type ContentEncoding = 'br' | 'gzip';

/** Bodies smaller than this go as they are: compression would save less than it costs. */
export const MIN_COMPRESSED_BYTES = 1024;

/** Text formats (scripts, styles, JSON, SVG, HTML). Images such as PNG are compressed already. */
const COMPRESSIBLE_TYPE = /^(?:text\/|application\/(?:[\w.+-]*\+)?(?:json|javascript|xml)|image\/svg\+xml)/i;

/** Whether a body of this media type (a Content-Type value) is worth compressing. */
export const isCompressible = (contentType: string | null | undefined): boolean =>
  COMPRESSIBLE_TYPE.test((contentType ?? '').trim());

/**
 * The encoding of `offered` that a client's Accept-Encoding header (RFC 9110 §12.5.3) rates
 * highest, earlier offers winning ties; none when the client names none of them (or `*`), or
 * refuses them with `q=0`.
 */
export function negotiateEncoding(
  acceptEncoding: string | null | undefined,
  offered: readonly ContentEncoding[],
): ContentEncoding | undefined {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [coding = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!coding) continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(coding, Number.isFinite(weight) ? weight : 0);
  }
  let best: ContentEncoding | undefined;
  let bestWeight = 0;
  for (const encoding of offered) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) [best, bestWeight] = [encoding, weight];
  }
  return best;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * `body` compressed as `encoding`. `quality` is brotli's 0–11: 11 for files compressed once at
 * build time, a middling one for answers compressed on every request.
 */
export function compress(body: Uint8Array, encoding: ContentEncoding, quality = 11): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: quality,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        },
      })
    : gzipAsync(body);
}
