import { mainSiteUrl } from './navigation-config';

describe('mainSiteUrl', () => {
  it('uses the configured address when the deployment sets one', () => {
    expect(mainSiteUrl(new URL('https://catering.henhouse.com/order'), 'https://www.henhouse.com/')).toBe(
      'https://www.henhouse.com/',
    );
  });

  it.each([
    ['https://catering.henhouse.com/menu?x=1', 'https://henhouse.com/'],
    ['https://www.catering.henhouse.com/', 'https://www.henhouse.com/'],
    ['http://catering.localhost:5190/offers', 'http://localhost:5190/'],
    ['http://127.0.0.1:2001/order', 'http://127.0.0.1:5173/'],
    ['http://catering.localhost:2001/', 'http://localhost:5173/'],
  ])('goes from %s to %s when nothing is configured', (page, expected) => {
    expect(mainSiteUrl(new URL(page), undefined)).toBe(expected);
  });
});
