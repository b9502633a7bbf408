import {
  HOSTED_FORM_CHANNEL,
  hostedFormSrc,
  readHostedFormEvent,
  sendHostedFormCommand,
} from './hosted-form-protocol';

const PROVIDER = 'https://pay.provider.example';
const frame = { postMessage: vi.fn() } as unknown as Window;
const expected = { origin: PROVIDER, source: frame };
const message = (data: unknown, origin = PROVIDER, source: unknown = frame) =>
  readHostedFormEvent({ data, origin, source: source as MessageEventSource }, expected);

describe('messages from the hosted card form', () => {
  it('reads the form’s results: a token with the card’s non-sensitive part, field errors, a refusal', () => {
    const card = { brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2030 };
    expect(message({ channel: HOSTED_FORM_CHANNEL, type: 'tokenized', token: 'pt_1', card })).toEqual({
      type: 'tokenized',
      token: 'pt_1',
      card,
    });
    expect(message({ channel: HOSTED_FORM_CHANNEL, type: 'resize', height: 212 })).toEqual({
      type: 'resize',
      height: 212,
    });
    expect(message({ channel: HOSTED_FORM_CHANNEL, type: 'invalid' })).toEqual({ type: 'invalid' });
    expect(message({ channel: HOSTED_FORM_CHANNEL, type: 'failed', message: 'Expired.' })).toEqual({
      type: 'failed',
      message: 'Expired.',
    });
  });

  it('ignores a message from any other origin, or from another window of the provider', () => {
    const ready = { channel: HOSTED_FORM_CHANNEL, type: 'ready' };
    expect(message(ready)).toEqual({ type: 'ready' });
    expect(message(ready, 'https://evil.example')).toBeUndefined();
    expect(message(ready, 'https://pay.provider.example.evil.example')).toBeUndefined();
    expect(message(ready, PROVIDER, {})).toBeUndefined();
    expect(message(ready, PROVIDER, null)).toBeUndefined();
    expect(
      readHostedFormEvent(
        { data: ready, origin: PROVIDER, source: null },
        { origin: PROVIDER, source: null },
      ),
    ).toBeUndefined();
  });

  it('ignores malformed messages', () => {
    for (const data of [
      null,
      'tokenized',
      { type: 'ready' },
      { channel: 'other', type: 'ready' },
      { channel: HOSTED_FORM_CHANNEL, type: 'unknown' },
      { channel: HOSTED_FORM_CHANNEL, type: 'tokenized', token: 'pt_1' },
      { channel: HOSTED_FORM_CHANNEL, type: 'tokenized', token: '', card: {} },
      { channel: HOSTED_FORM_CHANNEL, type: 'resize', height: -1 },
      { channel: HOSTED_FORM_CHANNEL, type: 'failed' },
    ]) {
      expect(message(data)).toBeUndefined();
    }
  });
});

describe('messages to the hosted card form', () => {
  it('go to the provider’s origin only', () => {
    const target = { postMessage: vi.fn() };
    sendHostedFormCommand(target, PROVIDER, { type: 'init', token: 'pt_1' });
    expect(target.postMessage).toHaveBeenCalledWith(
      { channel: HOSTED_FORM_CHANNEL, type: 'init', token: 'pt_1' },
      PROVIDER,
    );
    expect(() => sendHostedFormCommand(null, PROVIDER, { type: 'tokenize' })).not.toThrow();
  });

  it('opens the form for this site’s origin and language', () => {
    expect(hostedFormSrc(`${PROVIDER}/form?v=2`, 'https://order.example', 'es-US')).toBe(
      `${PROVIDER}/form?v=2&parent=https%3A%2F%2Forder.example&lang=es`,
    );
    expect(hostedFormSrc(`${PROVIDER}/form`, 'https://order.example', 'en-US')).toContain('lang=en');
  });
});
