import { multilinkSitePath } from './multilink-href';

const ORIGIN = 'https://www.henhouse.example';

describe('multilinkSitePath', () => {
  it('reads a URL link to a page of the site', () => {
    expect(multilinkSitePath({ linktype: 'url', url: '/order', cached_url: '' }, ORIGIN)).toBe('/order');
  });

  it('reads a story link by its slug, with its anchor', () => {
    expect(
      multilinkSitePath(
        { linktype: 'story', url: '', cached_url: 'about/chicken-scoop', anchor: 'latest' },
        ORIGIN,
      ),
    ).toBe('/about/chicken-scoop#latest');
  });

  it.each([
    ['another site', { linktype: 'url', url: 'https://evil.example/order', cached_url: '' }],
    ['a script', { linktype: 'url', url: 'javascript:alert(1)', cached_url: '' }],
    ['an e-mail address', { linktype: 'email', url: 'hello@henhouse.example', cached_url: '' }],
    ['nothing', { linktype: 'url', url: '', cached_url: '' }],
  ] as const)('gives no path for %s', (_, link) => {
    expect(multilinkSitePath(link, ORIGIN)).toBeNull();
  });
});
