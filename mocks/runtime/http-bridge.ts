import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBoundedBody } from './request-body';

/**
 * Reads a Node request into a fetch Request (the shape msw handlers take). A body over 1 MB
 * rejects with `BodyTooLargeError`.
 */
export async function toFetchRequest(incoming: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else if (value !== undefined) headers.set(name, value);
  }
  const method = incoming.method ?? 'GET';
  const read = await readBoundedBody(incoming);
  const body = method === 'GET' || method === 'HEAD' || read.length === 0 ? undefined : read;
  return new Request(new URL(incoming.url ?? '/', origin), { method, headers, body });
}

/** Writes a fetch Response to a Node response; a network-error Response drops the connection. */
export async function sendFetchResponse(
  response: Response,
  outgoing: ServerResponse,
  extraHeaders: Headers,
): Promise<void> {
  if (response.type === 'error') {
    outgoing.socket?.destroy();
    return;
  }
  const headers = new Headers(response.headers);
  extraHeaders.forEach((value, name) => headers.append(name, value));
  const cookies = headers.getSetCookie();
  headers.delete('set-cookie');
  const body = Buffer.from(await response.arrayBuffer());
  outgoing.statusCode = response.status;
  headers.forEach((value, name) => outgoing.setHeader(name, value));
  if (cookies.length > 0) outgoing.setHeader('set-cookie', cookies);
  outgoing.end(body);
}
