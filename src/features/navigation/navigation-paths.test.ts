import {
  isFooterHidden,
  isInboxPage,
  isLocationsPage,
  isMobileBottomBarHidden,
  showsAppCateringFooter,
} from './navigation-paths';

describe('where the bars show (SPEC §2)', () => {
  it.each([
    '/order/product',
    '/menu/product',
    '/order/checkout',
    '/order/checkout/',
    '/expansion-menu/items',
    '/expansion-menu/items/big-bo-box',
    '/account/login',
  ])('hides the mobile bottom bar on %s', (path) => {
    expect(isMobileBottomBarHidden(path)).toBe(true);
  });

  it.each(['/', '/menu', '/order', '/expansion-menu', '/account', '/account/signup', '/locations'])(
    'shows the mobile bottom bar on %s',
    (path) => {
      expect(isMobileBottomBarHidden(path)).toBe(false);
    },
  );

  it.each([
    '/locations',
    '/locations/',
    '/locations/nc/charlotte',
    '/order/location',
    '/order/product',
    '/menu/product',
  ])('hides the footer on %s', (path) => {
    expect(isFooterHidden(path)).toBe(true);
  });

  it.each(['/', '/menu', '/order', '/order/checkout', '/order/locations', '/locationsearch', '/about'])(
    'shows the footer on %s',
    (path) => {
      expect(isFooterHidden(path)).toBe(false);
    },
  );

  it.each([
    '/',
    '/offers',
    '/account',
    '/account/',
    '/account/settings',
    '/account/payments',
    '/account/order-history',
  ])('shows the app-catering footer on %s', (path) => {
    expect(showsAppCateringFooter(path)).toBe(true);
  });

  it.each(['/menu', '/order', '/account/inbox', '/account/offers', '/offers/today', '/catering'])(
    'does not show the app-catering footer on %s',
    (path) => {
      expect(showsAppCateringFooter(path)).toBe(false);
    },
  );

  it('knows the locations pages (the finder at /locations and at /order/location) and the inbox', () => {
    expect(isLocationsPage('/locations')).toBe(true);
    expect(isLocationsPage('/order/location')).toBe(true);
    expect(isLocationsPage('/order/location/')).toBe(true);
    expect(isLocationsPage('/order')).toBe(false);
    expect(isInboxPage('/account/inbox')).toBe(true);
    expect(isInboxPage('/account')).toBe(false);
  });
});
