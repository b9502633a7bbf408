import { AxiosError, AxiosHeaders } from 'axios';
import fc from 'fast-check';
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

describe('the error normaliser, fed any answer', () => {
  const anyBody = () =>
    fc.oneof(
      fc.anything({ withObjectString: true, withNullPrototype: true, withMap: true }),
      fc.json().map((text): unknown => JSON.parse(text)),
      fc.string({ unit: 'binary' }),
    );
  const answered = (status: number, data: unknown) =>
    new AxiosError('failed', 'ERR_BAD_RESPONSE', undefined, undefined, {
      status,
      statusText: '',
      data,
      headers: {},
      config: { headers: new AxiosHeaders() },
    });

  it('never throws, and always has a message to show', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 599 }), anyBody(), (status, body) => {
        const error = ApiError.from(answered(status, body));
        expect(error.status).toBe(status);
        expect(error.messages.length).toBeGreaterThan(0);
        for (const message of error.messages) expect(typeof message).toBe('string');
        expect(typeof firstErrorMessage(answered(status, body))).toBe('string');
        const fields = fieldErrorsOf(answered(status, body));
        for (const message of Object.values(fields)) expect(typeof message).toBe('string');
      }),
      { numRuns: 50 },
    );
  });

  it('never throws for whatever else a request may throw', () => {
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true }), (thrown) => {
        expect(ApiError.from(thrown).messages).toEqual([CONNECTION_ISSUE_MESSAGE]);
      }),
      { numRuns: 50 },
    );
  });
});
