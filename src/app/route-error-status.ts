/** SPEC §8: a route-change error's status comes from statusCode, then status, then response.status, else 500. */
export function routeErrorStatus(error: unknown): number {
  if (typeof error !== 'object' || error === null) return SERVER_ERROR;
  const { statusCode, status, response } = error as Record<string, unknown>;
  const responseStatus =
    typeof response === 'object' && response !== null
      ? (response as Record<string, unknown>).status
      : undefined;
  return [statusCode, status, responseStatus].find(isErrorStatus) ?? SERVER_ERROR;
}

const SERVER_ERROR = 500;

/** Only an HTTP error status counts: an ApiError's 0 (no response, e.g. network failure) does not. */
const isErrorStatus = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 400 && value <= 599;
