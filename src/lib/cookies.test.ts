import { COOKIE_NAMES, readCookie, removeCookie, writeCookie, type CookieJar } from './cookies';

/** Records what is written, the way a test can see the attributes the browser would get. */
function recordingJar(initial = '', protocol = 'http:'): CookieJar & { written: string[] } {
  const written: string[] = [];
  return {
    written,
    location: { protocol },
    get cookie() {
      return initial;
    },
    set cookie(value: string) {
      written.push(value);
    },
  };
}

describe('cookies', () => {
  afterEach(() => {
    for (const name of Object.values(COOKIE_NAMES)) removeCookie(name);
  });

  it('reads back what it wrote, on the real document', () => {
    writeCookie('source', 'app');
    writeCookie('exit-catering', 'true');

    expect(readCookie('source')).toBe('app');
    expect(readCookie('exit-catering')).toBe('true');
  });

  it('reads undefined for a cookie that is not set, or was removed', () => {
    expect(readCookie('location-confirmed')).toBeUndefined();
    writeCookie('location-confirmed', 'true');
    removeCookie('location-confirmed');
    expect(readCookie('location-confirmed')).toBeUndefined();
  });

  it('writes for the whole site, SameSite=Lax, with a max-age only when asked', () => {
    const jar = recordingJar();
    writeCookie('source', 'app', {}, jar);
    writeCookie('location-id', '1001', { maxAgeSeconds: 86_400 }, jar);

    expect(jar.written).toEqual([
      'source=app; path=/; SameSite=Lax',
      'location-id=1001; path=/; SameSite=Lax; max-age=86400',
    ]);
  });

  it('writes every cookie Secure when the page is on https, so it never travels over plain http', () => {
    const jar = recordingJar('', 'https:');
    writeCookie('source', 'app', {}, jar);
    writeCookie('location-id', '1001', { maxAgeSeconds: 86_400 }, jar);
    writeCookie('location-confirmed', 'true', {}, jar);
    removeCookie('exit-catering', jar);

    expect(jar.written).toEqual([
      'source=app; path=/; SameSite=Lax; Secure',
      'location-id=1001; path=/; SameSite=Lax; max-age=86400; Secure',
      'location-confirmed=true; path=/; SameSite=Lax; Secure',
      'exit-catering=; path=/; SameSite=Lax; max-age=0; Secure',
    ]);
  });

  it('encodes values, so separators round-trip', () => {
    writeCookie('location-id', 'a; b=c');
    expect(readCookie('location-id')).toBe('a; b=c');
  });

  it('finds a cookie among others and does not confuse names that share a prefix', () => {
    const jar = recordingJar('sourcemap=x; source=app; other=1');
    expect(readCookie('source', jar)).toBe('app');
  });

  it('keeps a value another script wrote without encoding', () => {
    expect(readCookie('source', recordingJar('source=%E0%A4%A'))).toBe('%E0%A4%A');
  });

  it('reads nothing and throws nothing when the browser refuses cookies', () => {
    const refusing: CookieJar = {
      get cookie(): string {
        throw new DOMException('blocked', 'SecurityError');
      },
      set cookie(_value: string) {
        throw new DOMException('blocked', 'SecurityError');
      },
    };
    expect(readCookie('source', refusing)).toBeUndefined();
    expect(() => writeCookie('source', 'app', {}, refusing)).not.toThrow();
  });
});
