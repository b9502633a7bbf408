import { paths, routes } from './paths';

describe('paths', () => {
  it('builds the home and menu paths', () => {
    expect(paths.home.href()).toBe('/');
    expect(paths.menu.href()).toBe('/menu');
    expect(paths.menuCategory.href('chicken & sides')).toBe('/menu/chicken%20%26%20sides');
  });

  it('adds the handoff mode to /locations only when one is given', () => {
    expect(paths.locations.href()).toBe('/locations');
    expect(paths.locations.href('pickup')).toBe('/locations?mode=pickup');
    expect(paths.locations.href('delivery')).toBe('/locations?mode=delivery');
    expect(paths.locations.href('pickup', 'checkout')).toBe('/locations?mode=pickup&then=checkout');
  });

  it('builds /order/product with the sku, and the cart line id and quantity when editing', () => {
    expect(paths.orderProduct.href({ id: 'SKU-1' })).toBe('/order/product?id=SKU-1');
    expect(paths.orderProduct.href({ id: 'SKU-1', cid: 'line-7', q: 2 })).toBe(
      '/order/product?id=SKU-1&cid=line-7&q=2',
    );
    expect(paths.orderProduct.href({ id: 'SKU-1', q: 3 })).toBe('/order/product?id=SKU-1&q=3');
  });

  it('encodes query values', () => {
    expect(paths.orderProduct.href({ id: 'a b&c' })).toBe('/order/product?id=a+b%26c');
  });
});

describe('routes', () => {
  it("builds a route's address from its pattern, its parameters encoded", () => {
    expect(routes.expansionMenuItem.href('tenders & fries')).toBe(
      '/expansion-menu/items/tenders%20%26%20fries',
    );
    expect(routes.positionInfo.href('cook')).toBe('/positions/info?id=cook');
    expect(routes.accountLogin.href()).toBe('/account/login');
  });

  it('gives each pattern one name', () => {
    const patterns = Object.values(routes).map(({ pattern }) => pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it('matches a product or nutrition page before a named menu, as wouter tries them in order', () => {
    const order = Object.keys(routes);
    expect(order.indexOf('menuProduct')).toBeLessThan(order.indexOf('menuCategory'));
    expect(order.indexOf('menuNutrition')).toBeLessThan(order.indexOf('menuCategory'));
  });
});
