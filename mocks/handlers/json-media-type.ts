import { http } from 'msw';
import { operationIdOf } from '../scenarios/operation-of';
import { errorResponse } from './http';

/** `application/json` or a `+json` type, with or without parameters (`; charset=utf-8`). */
const JSON_MEDIA_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;

export const UNSUPPORTED_MEDIA_TYPE_MESSAGE =
  'The request body must be sent as Content-Type: application/json.';

/** Read from a copy: an empty body (a DELETE, a POST without one) may still come as a stream. */
const hasBody = async (request: Request): Promise<boolean> =>
  request.body !== null && (await request.clone().arrayBuffer()).byteLength > 0;

/**
 * First in the handler list: a contract call whose body is not declared JSON answers 415, as a real
 * API does. Reading JSON sent as text/plain would spare a browser on another origin its CORS
 * preflight, the check that keeps other sites from calling the API in a visitor's name.
 */
export const jsonMediaTypeHandler = http.all('*', async ({ request }) => {
  if (JSON_MEDIA_TYPE.test(request.headers.get('content-type') ?? '')) return undefined;
  if (!operationIdOf(request) || !(await hasBody(request))) return undefined;
  return errorResponse(415, UNSUPPORTED_MEDIA_TYPE_MESSAGE);
});
