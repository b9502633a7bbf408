import { isAxiosError } from 'axios';
import { CONNECTION_ISSUE_MESSAGE, normalizeErrorMessages } from './error-messages';

/**
 * The one error type every generated hook rejects with: the HTTP status (0 when none) and the SPEC §8
 * messages, never none (an empty list becomes the connection-issue fallback).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly messages: string[];
  readonly body: unknown;

  constructor(status: number, messages: string[], body?: unknown) {
    const shown = messages.length > 0 ? messages : [CONNECTION_ISSUE_MESSAGE];
    super(shown[0]);
    this.name = 'ApiError';
    this.status = status;
    this.messages = shown;
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
    return new ApiError(0, normalizeErrorMessages(undefined));
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

/** First message of any error, for places that show one line (SPEC §8: "from the first stored error"). */
export const firstErrorMessage = (error: unknown): string => ApiError.from(error).messages[0] ?? '';

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
