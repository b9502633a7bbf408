import { AxiosError, AxiosHeaders } from 'axios';
import { ApiError, firstErrorMessage } from './api-error';
import { CONNECTION_ISSUE_MESSAGE } from './error-messages';

describe('ApiError', () => {
  it("keeps the server's status and its messages (SPEC §8)", () => {
    const response = {
      status: 422,
      statusText: 'Unprocessable',
      data: [{ message: 'Store is closed.' }],
      headers: {},
      config: { headers: new AxiosHeaders() },
    };
    const error = ApiError.from(new AxiosError('bad', 'ERR_BAD_REQUEST', undefined, undefined, response));

    expect(error.status).toBe(422);
    expect(error.messages).toEqual(['Store is closed.']);
    expect(firstErrorMessage(error)).toBe('Store is closed.');
  });

  it('always has something to show: no messages become the connection-issue fallback', () => {
    expect(new ApiError(500, []).messages).toEqual([CONNECTION_ISSUE_MESSAGE]);
    expect(ApiError.from(new TypeError('Failed to fetch')).messages).toEqual([CONNECTION_ISSUE_MESSAGE]);
    expect(firstErrorMessage(new ApiError(0, []))).toBe(CONNECTION_ISSUE_MESSAGE);
  });
});
