/**
 * A small `fetch` wrapper for third-party JSON services that are not part of our API contract (the
 * headless CMS). Our own API goes through the generated client in `src/api`, never through this.
 */

/** Why a request failed: no answer at all, an answer with an error status, or a body that is not JSON. */
export type FetchJsonFailure = 'network' | 'status' | 'malformed';

export class FetchJsonError extends Error {
  readonly failure: FetchJsonFailure;
  /** The HTTP status, 0 when there was no answer. */
  readonly status: number;

  constructor(failure: FetchJsonFailure, status: number, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'FetchJsonError';
    this.failure = failure;
    this.status = status;
  }
}

export interface JsonResponse {
  status: number;
  headers: Headers;
  /** Parsed JSON, still unchecked: callers validate it. */
  body: unknown;
}

/** How long a request may take, answer and body together, before it counts as no answer (as our API's). */
export const FETCH_JSON_TIMEOUT_MS = 20_000;

/**
 * GETs a JSON document. Rejects with a `FetchJsonError` for a network failure, a non-2xx status or a
 * body that does not parse; a request with no complete answer within `timeoutMs` fails as a network
 * failure (a stalled connection must not leave a page loading for ever). An abort by the caller
 * (react-query cancelling) rejects with the abort error as is, so it is never reported as a failure.
 */
export async function fetchJson(
  url: string | URL,
  { signal, timeoutMs = FETCH_JSON_TIMEOUT_MS }: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<JsonResponse> {
  const request = new AbortController();
  const cancel = () => request.abort(signal?.reason);
  signal?.addEventListener('abort', cancel, { once: true });
  if (signal?.aborted) cancel();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    request.abort();
  }, timeoutMs);
  const noAnswer = (error: unknown) =>
    new FetchJsonError(
      'network',
      0,
      timedOut ? `No answer from ${String(url)} within ${timeoutMs} ms` : `No answer from ${String(url)}`,
      { cause: error },
    );
  try {
    let response: Response;
    try {
      response = await fetch(url, { signal: request.signal, headers: { Accept: 'application/json' } });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw noAnswer(error);
    }
    if (!response.ok) {
      throw new FetchJsonError('status', response.status, `${String(url)} answered ${response.status}`);
    }
    try {
      return { status: response.status, headers: response.headers, body: await response.json() };
    } catch (error) {
      if (signal?.aborted) throw error;
      if (timedOut) throw noAnswer(error);
      throw new FetchJsonError('malformed', response.status, `${String(url)} did not answer JSON`, {
        cause: error,
      });
    }
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
}
