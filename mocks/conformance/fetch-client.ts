import type { ConformanceClient, ConformanceRequest } from './walk-types';

export interface FetchClientOptions {
  /** Headers sent with every request (a request's own headers win). */
  headers?: Record<string, string>;
  /** Keep the cookies the backend sets and send them back (one session, like a browser). */
  keepCookies?: boolean;
  /** Gives up on an answer after this long (default 30 s): a hanging backend fails the step. */
  timeoutMs?: number;
}

function urlOf(baseUrl: string, { path, query }: ConformanceRequest): URL {
  const url = new URL(path, baseUrl);
  for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, String(value));
  return url;
}

/** A conformance client over `fetch` against a base URL (an HTTP backend, or msw in vitest). */
export function createFetchClient(baseUrl: string, options: FetchClientOptions = {}): ConformanceClient {
  const cookies = new Map<string, string>();
  return async (request) => {
    const headers = new Headers({ ...options.headers, ...request.headers });
    if (request.token) headers.set('Authorization', `Bearer ${request.token}`);
    if (request.body !== undefined) headers.set('Content-Type', 'application/json');
    if (cookies.size > 0) {
      headers.set('Cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const response = await fetch(urlOf(baseUrl, request), {
      method: request.method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
    if (options.keepCookies) {
      for (const cookie of response.headers.getSetCookie()) {
        const [pair = ''] = cookie.split(';');
        const separator = pair.indexOf('=');
        if (separator > 0) cookies.set(pair.slice(0, separator).trim(), pair.slice(separator + 1).trim());
      }
    }
    return { status: response.status, bodyText: await response.text() };
  };
}
