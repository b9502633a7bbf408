import { safeImageSrc } from './safe-image-src';

const origin = 'https://www.brand.com';
const check = (src: unknown) => safeImageSrc(src, { origin });

describe('safeImageSrc', () => {
  it.each([
    ['/images/biscuits.webp', '/images/biscuits.webp'],
    ['https://www.brand.com/images/a.png?w=600', '/images/a.png?w=600'],
    ['https://a.storyblok.com/f/1/hero.jpg', 'https://a.storyblok.com/f/1/hero.jpg'],
    ['//cdn.example.com/hero.jpg', 'https://cdn.example.com/hero.jpg'],
  ])('loads %j from %j', (src, expected) => {
    expect(check(src)).toBe(expected);
  });

  it('loads same-origin images over http during local development', () => {
    expect(safeImageSrc('http://localhost:5173/a.png', { origin: 'http://localhost:5173' })).toBe('/a.png');
  });

  it.each([
    ['plain http from another host', 'http://cdn.example.com/hero.jpg'],
    ['a data URL', 'data:image/svg+xml,<svg onload="alert(1)"/>'],
    ['a blob URL', 'blob:https://www.brand.com/1234'],
    ['a javascript URL', 'javascript:alert(1)'],
    ['an attribute-breaking string', 'x" onerror="alert(1)'],
    ['a bare relative path', 'images/a.png'],
    ['a fragment', '#a'],
    ['a query', '?a'],
    ['credentials', 'https://user:pw@cdn.example.com/a.png'],
    ['nothing', ''],
    ['a number', 42],
  ])('drops %s', (_label, src) => {
    expect(check(src)).toBeNull();
  });
});
