import { AxiosError, AxiosHeaders } from 'axios';
import { ApiError, fieldErrorsOf, firstErrorMessage } from './api-error';
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

describe('fieldErrorsOf', () => {
  const answered = (body: unknown) => new ApiError(409, ['x'], body);

  it('names the first message of each field the server tied one to', () => {
    expect(
      fieldErrorsOf(
        answered([
          { message: 'This e-mail is taken.', field: 'email' },
          { message: 'Second e-mail message.', field: 'email' },
          { message: 'Bad phone.', field: 'phone' },
          { message: 'General.' },
        ]),
      ),
    ).toEqual({ email: 'This e-mail is taken.', phone: 'Bad phone.' });
  });

  it('reads a single object, and finds nothing in strings or a failure without a body', () => {
    expect(fieldErrorsOf(answered({ message: 'Bad zip.', field: 'zip' }))).toEqual({ zip: 'Bad zip.' });
    expect(fieldErrorsOf(answered(['Plain message.']))).toEqual({});
    expect(fieldErrorsOf(new Error('network'))).toEqual({});
  });
});
