import { readDeviceId } from './device-id';

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('device id', () => {
  beforeEach(() => localStorage.clear());

  it('mints an id once and gives the same one on every later visit', () => {
    const first = readDeviceId(localStorage);

    expect(first).toMatch(uuidV4);
    expect(readDeviceId(localStorage)).toBe(first);
    expect(localStorage.getItem('device-id')).toBe(first);
  });

  it('keeps an id of the same kind that an earlier version of the site stored', () => {
    localStorage.setItem('device-id', 'legacy_device-0123456789');

    expect(readDeviceId(localStorage)).toBe('legacy_device-0123456789');
  });

  it.each([
    ['a value from another app', '{"device":"tv"}'],
    ['a string too short to be an id', 'x'],
    ['markup', '<img src=x onerror=alert(1)>'],
  ])('replaces %s with a new id', (_case, stored) => {
    localStorage.setItem('device-id', stored);

    const id = readDeviceId(localStorage);
    expect(id).toMatch(uuidV4);
    expect(localStorage.getItem('device-id')).toBe(id);
  });

  it('mints an id on a page served over plain http, where crypto.randomUUID is missing', () => {
    const { crypto } = globalThis;
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    try {
      expect(readDeviceId(localStorage)).toMatch(uuidV4);
      expect(readDeviceId(null)).toMatch(uuidV4);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('gives a per-page id when the browser offers no storage', () => {
    expect(readDeviceId(null)).toMatch(uuidV4);
  });

  it('gives a per-page id when every storage call throws', () => {
    const refusing = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    } as unknown as Storage;

    expect(readDeviceId(refusing)).toMatch(uuidV4);
  });
});
