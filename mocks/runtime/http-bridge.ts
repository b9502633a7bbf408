import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  compress,
  isCompressible,
  MIN_COMPRESSED_BYTES,
  negotiateEncoding,
} from '../../scripts/lib/http-compression.ts';

/** Brotli quality for answers compressed on every request: most of 11's saving at a fraction of its cost. */
const ANSWER_BROTLI_QUALITY = 5;

/** Reads a Node request into a fetch Request (the shape msw handlers take). */
export async function toFetchRequest(incoming: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else if (value !== undefined) headers.set(name, value);
  }
  const method = incoming.method ?? 'GET';
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const body =
    method === 'GET' || method === 'HEAD' || chunks.length === 0 ? undefined : Buffer.concat(chunks);
  return new Request(new URL(incoming.url ?? '/', origin), { method, headers, body });
}

/**
 * Writes a fetch Response to a Node response; a network-error Response drops the connection. A text
 * body (JSON, mostly) goes compressed when the client's `acceptEncoding` allows, as a real API
 * behind its gateway answers: the menu, 37 KB of JSON, travels as about 5 KB.
 */
export async function sendFetchResponse(
  response: Response,
  outgoing: ServerResponse,
  extraHeaders: Headers,
  acceptEncoding?: string | null,
): Promise<void> {
  if (response.type === 'error') {
    outgoing.socket?.destroy();
    return;
  }
  const headers = new Headers(response.headers);
  extraHeaders.forEach((value, name) => headers.append(name, value));
  const cookies = headers.getSetCookie();
  headers.delete('set-cookie');
  let body: Uint8Array = Buffer.from(await response.arrayBuffer());
  const encoding =
    body.byteLength >= MIN_COMPRESSED_BYTES &&
    !headers.has('content-encoding') &&
    isCompressible(headers.get('content-type'))
      ? negotiateEncoding(acceptEncoding, ['br', 'gzip'])
      : undefined;
  if (encoding) {
    body = await compress(body, encoding, ANSWER_BROTLI_QUALITY);
    headers.set('content-encoding', encoding);
    headers.set('content-length', String(body.byteLength));
    headers.append('vary', 'Accept-Encoding');
  }
  outgoing.statusCode = response.status;
  headers.forEach((value, name) => outgoing.setHeader(name, value));
  if (cookies.length > 0) outgoing.setHeader('set-cookie', cookies);
  outgoing.end(body);
}
