import { describe, expect, it } from 'vitest';
import { hasDeepLink, readDeepLinkQuery } from './deep-link-query';

describe('readDeepLinkQuery', () => {
  it('reads ?product= and ?store=', () => {
    expect(readDeepLinkQuery('product=sweet-tea&store=1001')).toEqual({
      product: 'sweet-tea',
      store: '1001',
    });
    expect(readDeepLinkQuery('lang=es')).toEqual({ product: null, store: null });
  });
});

describe('hasDeepLink', () => {
  it('is true for ?product= or ?store=, even empty, and false otherwise', () => {
    expect(hasDeepLink('product=sweet-tea')).toBe(true);
    expect(hasDeepLink('?store=1001')).toBe(true);
    expect(hasDeepLink('product=')).toBe(true);
    expect(hasDeepLink('lang=es&source=app')).toBe(false);
    expect(hasDeepLink('')).toBe(false);
  });
});
