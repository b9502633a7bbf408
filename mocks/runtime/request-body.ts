import type { IncomingMessage } from 'node:http';

/** The largest request body the mock server reads: far above any order, far below harm. */
export const MAX_BODY_BYTES = 1024 * 1024;

export class BodyTooLargeError extends Error {
  constructor() {
    super('The request body is larger than 1 MB.');
  }
}

/**
 * Reads a request body of at most `maxBytes`. A declared Content-Length above it is refused before
 * a byte is read; a chunked body is counted as it arrives and refused as soon as it passes the
 * limit. The rest is left unread (Node discards it once the answer is sent), never buffered.
 */
export function readBoundedBody(
  incoming: IncomingMessage,
  maxBytes = MAX_BODY_BYTES,
): Promise<Buffer<ArrayBuffer>> {
  return new Promise((done, fail) => {
    if (Number(incoming.headers['content-length'] ?? 0) > maxBytes) {
      fail(new BodyTooLargeError());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        stop();
        incoming.pause();
        fail(new BodyTooLargeError());
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      done(Buffer.concat(chunks));
    };
    const onError = (error: Error) => {
      stop();
      fail(error);
    };
    incoming.on('data', onData);
    incoming.on('end', onEnd);
    incoming.on('error', onError);
  });
}
