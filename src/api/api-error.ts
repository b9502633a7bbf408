import { isAxiosError } from 'axios';
import { normalizeErrorMessages } from './error-messages';

/**
 * Why a failed call has no words of the server's own: no answer, or an answer without a message
 * ('connection-issue'), or an answer of the wrong shape ('invalid-response'). Pages word each from
 * the error catalogue (src/ui/error-message/error-catalogue.ts), in their own language.
 */
export type ClientFailure = 'connection-issue' | 'invalid-response';

/**
 * The one error type every generated hook rejects with: the HTTP status (0 when none), the server's
 * SPEC §8 messages, and, when it gave none, the client failure the page words instead.
 */
export class ApiError extends Error {
  readonly status: number;
  /** The server's own messages, in order, as it wrote them (English); empty when it gave none. */
  readonly serverMessages: readonly string[];
  /** Set exactly when `serverMessages` is empty. */
  readonly clientFailure: ClientFailure | undefined;
  readonly body: unknown;

  constructor(
    status: number,
    serverMessages: readonly string[],
    body?: unknown,
    failure: ClientFailure = 'connection-issue',
  ) {
    // `message` is for logs and stack traces only (e.g. "ApiError: connection-issue"); pages read
    // the fields below.
    super(serverMessages[0] ?? failure);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessages = serverMessages;
    this.clientFailure = serverMessages.length > 0 ? undefined : failure;
    this.body = body;
  }

  /** Wraps whatever a request threw (axios error, network failure, anything) in an ApiError. */
  static from(error: unknown): ApiError {
    if (error instanceof ApiError) return error;
    if (isAxiosError(error)) {
      const status = error.response?.status ?? 0;
      const body: unknown = error.response?.data;
      return new ApiError(status, normalizeErrorMessages(body), body);
    }
    return new ApiError(0, []);
  }
}

/**
 * The name of the error an answer of the wrong shape fails with (`InvalidResponseError`, whose
 * class loads with the response checks, after the start bundle).
 */
export const INVALID_RESPONSE_ERROR = 'InvalidResponseError';

/**
 * SPEC §8 "Route-change error": a page whose own data fails on the server (5xx) shows the error page
 * with that status, so such a page throws the error to the route's error boundary. A network
 * failure (no status) or a refusal (4xx) stays on the page, which shows the messages.
 */
export const isServerError = (error: unknown): boolean => error instanceof ApiError && error.status >= 500;

/**
 * The messages the server tied to a request field (`ErrorMessage.field`), by field name, so a form
 * can show each beside its input. Messages without a field are left to the form's error list.
 */
export function fieldErrorsOf(error: unknown): Partial<Record<string, string>> {
  const { body } = ApiError.from(error);
  const items: unknown[] = Array.isArray(body) ? body : [body];
  const byField: Partial<Record<string, string>> = {};
  for (const item of items) {
    if (typeof item !== 'object' || item === null) continue;
    const { field, message } = item as Record<string, unknown>;
    if (typeof field === 'string' && typeof message === 'string') byField[field] ??= message;
  }
  return byField;
}
