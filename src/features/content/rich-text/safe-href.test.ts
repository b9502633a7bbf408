import fc from 'fast-check';
import { safeHref } from './safe-href';

const origin = 'https://www.brand.com';
const check = (href: unknown) => safeHref(href, { origin });

describe('safeHref', () => {
  it.each([
    ['/menu', '/menu'],
    ['/about#team', '/about#team'],
    ['/menu/product?id=123', '/menu/product?id=123'],
    ['?q=biscuits', '?q=biscuits'],
    ['  /menu  ', '/menu'],
    ['https://www.brand.com/menu?x=1#y', '/menu?x=1#y'],
    ['HTTPS://WWW.BRAND.COM/offers', '/offers'],
    ['https://www.brand.com:443/careers', '/careers'],
    ['//www.brand.com/careers', '/careers'],
  ])('lets %j navigate in the app as %j', (href, expected) => {
    expect(check(href)).toEqual({ kind: 'in-app', href: expected });
  });

  it('keeps a fragment on the same page', () => {
    expect(check('#nutrition')).toEqual({ kind: 'same-page', href: '#nutrition' });
  });

  it.each([
    ['https://merch.example.com/shop', 'https://merch.example.com/shop'],
    ['http://example.com', 'http://example.com/'],
    ['HTTPS://Example.COM/A', 'https://example.com/A'],
    ['http://www.brand.com/menu', 'http://www.brand.com/menu'],
    ['https://www.brand.com.evil.com/', 'https://www.brand.com.evil.com/'],
  ])('lets %j leave the site as %j', (href, expected) => {
    expect(check(href)).toEqual({ kind: 'external', href: expected });
  });

  it.each([
    ['mailto:hello@brand.com', 'mailto:hello@brand.com'],
    ['MAILTO:hello@brand.com?subject=Hi', 'mailto:hello@brand.com?subject=Hi'],
    ['tel:+1-555-010-0199', 'tel:+1-555-010-0199'],
  ])('allows the contact link %j', (href, expected) => {
    expect(check(href)).toEqual({ kind: 'contact', href: expected });
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'JaVaScRiPt:alert(document.cookie)',
    ' javascript:alert(1)',
    '\u0000javascript:alert(1)',
    '\u00a0javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\rscript:alert(1)',
    'jav\u0000ascript:alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript:alert(1)',
    'jav&#x09;ascript:alert(1)',
    '%6Aavascript:alert(1)',
    'javascript%3Aalert(1)',
    'javascript&colon;alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'blob:https://www.brand.com/0b7c',
    'ftp://files.example.com/menu.pdf',
    'about:blank',
  ])('refuses the dangerous or unsupported scheme in %j', (href) => {
    expect(check(href)).toBeNull();
  });

  it.each([
    ['an empty string', ''],
    ['only spaces', '   '],
    ['a bare relative path', 'menu'],
    ['a dot-relative path', './menu'],
    ['a parent-relative path', '../menu'],
    ['a host without a scheme', 'example.com/menu'],
    ['a backslash trick', '/\\evil.com'],
    ['a double backslash', '\\\\evil.com'],
    ['credentials disguising the host', 'https://www.brand.com@evil.com/'],
    ['a user and password', 'https://user:secret@example.com/'],
    ['a scheme with no host', 'https://'],
    ['an unclosed IPv6 host', 'http://[::1'],
    ['an empty fragment', '#'],
    ['an empty query', '?'],
    ['an empty mailto', 'mailto:'],
    ['an empty tel', 'tel:'],
  ])('refuses %s', (_label, href) => {
    expect(check(href)).toBeNull();
  });

  it.each([null, undefined, 42, {}, ['/menu']])('refuses the non-string %j', (href) => {
    expect(check(href)).toBeNull();
  });

  it('reads a protocol-relative link to another host as https and external', () => {
    expect(check('//evil.com/x')).toEqual({ kind: 'external', href: 'https://evil.com/x' });
    expect(safeHref('//evil.com/x', { origin: 'http://localhost:5173' })).toEqual({
      kind: 'external',
      href: 'https://evil.com/x',
    });
  });

  it.each(['/.//evil.com', '/..//evil.com', 'https://www.brand.com//evil.com'])(
    'never turns %j into a path the browser would read as another host',
    (href) => {
      expect(check(href)).toEqual({ kind: 'in-app', href: '/evil.com' });
    },
  );

  it('refuses site paths, but still allows other sites, when the page has no usable origin', () => {
    expect(safeHref('/menu', { origin: 'null' })).toBeNull();
    expect(safeHref('https://example.com/', { origin: 'null' })).toEqual({
      kind: 'external',
      href: 'https://example.com/',
    });
  });

  describe('for any input', () => {
    const noise = fc.constantFrom('', ' ', '\t', '\n', '\r', '\u0000', '\u001f', '\u00a0', '&#9;', '%09');
    const disguisedScheme = fc
      .tuple(
        fc.constantFrom('javascript', 'data', 'vbscript'),
        fc.array(noise, { minLength: 9, maxLength: 9 }),
      )
      .map(([scheme, gaps]) =>
        Array.from(scheme, (letter, i) => (i % 2 ? letter.toUpperCase() : letter) + (gaps[i] ?? '')).join(''),
      );

    it('refuses javascript:, data: and vbscript: however they are cased or padded', () => {
      fc.assert(
        fc.property(noise, disguisedScheme, fc.string(), (lead, scheme, rest) => {
          expect(check(`${lead}${scheme}:${rest}`)).toBeNull();
        }),
      );
    });

    it('only ever returns a site path, a fragment, an http(s) URL or a contact URL', () => {
      fc.assert(
        fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.string({ unit: 'binary' })), (href) => {
          const result = check(href);
          if (!result) return;
          if (result.kind === 'in-app') expect(result.href).toMatch(/^(\/(?![/\\])|\?)/);
          if (result.kind === 'same-page') expect(result.href).toMatch(/^#./);
          if (result.kind === 'external') expect(new URL(result.href).protocol).toMatch(/^https?:$/);
          if (result.kind === 'contact') expect(new URL(result.href).protocol).toMatch(/^(mailto|tel):$/);
        }),
      );
    });

    it('gives the same answer when asked again about its own answer', () => {
      fc.assert(
        fc.property(
          fc.oneof(fc.string(), fc.webUrl({ withQueryParameters: true, withFragments: true })),
          (href) => {
            const result = check(href);
            if (result) expect(check(result.href)).toEqual(result);
          },
        ),
      );
    });
  });
});
