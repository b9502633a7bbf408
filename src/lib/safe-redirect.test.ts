import { isSafeRedirect } from './safe-redirect';

describe('isSafeRedirect', () => {
  it.each(['/', '/account', '/order/checkout', '/order/product?id=CHICKEN-BOX&cid=3&q=2', '/menu#sides'])(
    'accepts the same-origin path %s',
    (path) => {
      expect(isSafeRedirect(path)).toBe(true);
    },
  );

  it.each([
    ['a protocol-relative URL', '//evil.example'],
    ['a protocol-relative URL with more slashes', '///evil.example'],
    ['an absolute URL', 'https://evil.example/account'],
    ['an http URL', 'http:evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a backslash the browser reads as a slash', '/\\evil.example'],
    ['backslashes only', '\\\\evil.example'],
    ['a tab the browser drops', '/\t/evil.example'],
    ['a newline the browser drops', '/\n/evil.example'],
    ['a relative path', 'account'],
    ['an empty string', ''],
    ['a path that is too long', `/${'a'.repeat(2048)}`],
  ])('refuses a redirect to another origin or an odd path: %s', (_case, path) => {
    expect(isSafeRedirect(path)).toBe(false);
  });

  it.each([null, undefined, 42, { pathname: '/account' }])('refuses %s, which is not a path', (value) => {
    expect(isSafeRedirect(value)).toBe(false);
  });
});
