import fc from 'fast-check';
import { normalizeErrorMessages } from './error-messages';

describe('normalizeErrorMessages (SPEC §8 "Request errors generally")', () => {
  it('keeps an array of strings as is', () => {
    expect(normalizeErrorMessages(['Code is invalid', 'Try again'])).toEqual([
      'Code is invalid',
      'Try again',
    ]);
  });

  it('takes each message of an array of objects', () => {
    expect(normalizeErrorMessages([{ message: 'First' }, { message: 'Second' }])).toEqual([
      'First',
      'Second',
    ]);
  });

  it('takes the message of a single object', () => {
    expect(normalizeErrorMessages({ message: '[200] Code is invalid' })).toEqual(['[200] Code is invalid']);
  });

  it.each([undefined, null, '', 'plain text', 42, {}, [], [{}], { message: '' }, [null, 3]])(
    'finds no message in %j',
    (body) => {
      expect(normalizeErrorMessages(body)).toEqual([]);
    },
  );

  it('survives a body whose message getter throws', () => {
    const hostile = Object.defineProperty({}, 'message', {
      get() {
        throw new Error('boom');
      },
    });
    expect(normalizeErrorMessages(hostile)).toEqual([]);
  });

  it('never throws and returns only non-empty strings, whatever the body', () => {
    fc.assert(
      fc.property(fc.anything({ withObjectString: true, withNullPrototype: true, withMap: true }), (body) => {
        const messages = normalizeErrorMessages(body);
        for (const message of messages) {
          expect(typeof message).toBe('string');
          expect(message.trim()).not.toBe('');
        }
      }),
      { numRuns: 500 },
    );
  });

  it('returns exactly the usable messages of any array of strings and {message} objects', () => {
    const entry = fc.oneof(fc.string(), fc.record({ message: fc.string() }));
    fc.assert(
      fc.property(fc.array(entry), (body) => {
        const expected = body
          .map((item) => (typeof item === 'string' ? item : item.message))
          .filter((text) => text.trim() !== '');
        expect(normalizeErrorMessages(body)).toEqual(expected);
      }),
    );
  });
});
