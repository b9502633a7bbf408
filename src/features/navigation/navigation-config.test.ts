import { cateringSiteUrl, mainSiteUrl } from './navigation-config';

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

describe('cateringSiteUrl', () => {
  it('uses the configured address when the deployment sets one', () => {
    expect(cateringSiteUrl(new URL('https://henhouse.com/catering'), 'https://order.catering.example/')).toBe(
      'https://order.catering.example/',
    );
  });

  it.each([
    ['https://henhouse.com/catering', 'https://catering.henhouse.com/'],
    ['https://www.henhouse.com/catering?lang=es', 'https://catering.www.henhouse.com/'],
    ['http://127.0.0.1:5190/catering', 'http://catering.localhost:5190/'],
    ['http://localhost:5173/catering', 'http://localhost:2001/'],
    ['https://catering.henhouse.com/catering', 'https://catering.henhouse.com/'],
    ['http://127.0.0.1:2001/catering', 'http://127.0.0.1:2001/'],
  ])('goes from %s to %s when nothing is configured', (page, expected) => {
    expect(cateringSiteUrl(new URL(page), undefined)).toBe(expected);
  });
});
