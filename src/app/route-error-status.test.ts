import { ApiError } from '../api/api-error';
import { routeErrorStatus } from './route-error-status';

describe('routeErrorStatus', () => {
  it('takes statusCode first, then status, then response.status', () => {
    expect(routeErrorStatus({ statusCode: 404, status: 503, response: { status: 502 } })).toBe(404);
    expect(routeErrorStatus({ status: 503, response: { status: 502 } })).toBe(503);
    expect(routeErrorStatus({ response: { status: 502 } })).toBe(502);
  });

  it('reads the status of an ApiError', () => {
    expect(routeErrorStatus(new ApiError(403, ['Forbidden']))).toBe(403);
  });

  it('is 500 for a network failure (an ApiError with status 0)', () => {
    expect(routeErrorStatus(new ApiError(0, ['Connection issue.']))).toBe(500);
  });

  it('skips a value that is not an HTTP error status', () => {
    expect(routeErrorStatus({ statusCode: '404', status: 200, response: { status: 410 } })).toBe(410);
  });

  it('is 500 for anything else', () => {
    expect(routeErrorStatus(new Error('boom'))).toBe(500);
    expect(routeErrorStatus('boom')).toBe(500);
    expect(routeErrorStatus(null)).toBe(500);
    expect(routeErrorStatus(undefined)).toBe(500);
  });
});
