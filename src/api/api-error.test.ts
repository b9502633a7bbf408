import { AxiosError, AxiosHeaders } from 'axios';
import fc from 'fast-check';
import { ApiError, fieldErrorsOf } from './api-error';

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
    expect(error.serverMessages).toEqual(['Store is closed.']);
    expect(error.clientFailure).toBeUndefined();
  });

  it('says why a failure has no message, as data the page words (SPEC §8 "Request errors generally")', () => {
    expect(new ApiError(500, []).clientFailure).toBe('connection-issue');
    expect(ApiError.from(new TypeError('Failed to fetch'))).toMatchObject({
      status: 0,
      serverMessages: [],
      clientFailure: 'connection-issue',
    });
    expect(new ApiError(200, [], {}, 'invalid-response').clientFailure).toBe('invalid-response');
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

  it("never throws, and always has the server's messages or the reason it has none", () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 599 }), anyBody(), (status, body) => {
        const error = ApiError.from(answered(status, body));
        expect(error.status).toBe(status);
        expect(error.serverMessages.length > 0).toBe(error.clientFailure === undefined);
        for (const message of error.serverMessages) expect(typeof message).toBe('string');
        const fields = fieldErrorsOf(answered(status, body));
        for (const message of Object.values(fields)) expect(typeof message).toBe('string');
      }),
      { numRuns: 50 },
    );
  });

  it('never throws for whatever else a request may throw', () => {
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true }), (thrown) => {
        expect(ApiError.from(thrown).clientFailure).toBe('connection-issue');
      }),
      { numRuns: 50 },
    );
  });
});
