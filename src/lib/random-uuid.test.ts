import { randomUuid } from './random-uuid';

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The crypto of a page on plain http (a LAN address): no `randomUUID`, only `getRandomValues`. */
const insecureContextCrypto: Pick<Crypto, 'getRandomValues'> = {
  getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto),
};

/** A random source that gives every byte as `byte`. */
const filledWith = (byte: number): Pick<Crypto, 'getRandomValues'> => ({
  getRandomValues: ((array: Uint8Array) => array.fill(byte)) as Crypto['getRandomValues'],
});

describe('randomUuid', () => {
  it('builds a version 4 UUID from getRandomValues where randomUUID is missing (plain http)', () => {
    expect(randomUuid(insecureContextCrypto)).toMatch(uuidV4);
  });

  it('builds a different id each time', () => {
    const ids = new Set(Array.from({ length: 100 }, () => randomUuid(insecureContextCrypto)));

    expect(ids.size).toBe(100);
  });

  it('sets the version and variant bits whatever the random bytes are', () => {
    expect(randomUuid(filledWith(0xff))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(randomUuid(filledWith(0))).toBe('00000000-0000-4000-8000-000000000000');
  });

  it('uses randomUUID where the browser has it', () => {
    const native = {
      ...insecureContextCrypto,
      randomUUID: () => '11111111-2222-4333-8444-555555555555' as const,
    };

    expect(randomUuid(native)).toBe('11111111-2222-4333-8444-555555555555');
  });
});
