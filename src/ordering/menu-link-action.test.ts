import { menuLinkOpensLocationDialog } from './menu-link-action';

const elsewhere = { locationConfirmed: undefined, path: '/about', hasLocation: true };

describe('menuLinkOpensLocationDialog (SPEC §4 "Menu link")', () => {
  it('opens the location dialog from another page when a location is chosen and not yet confirmed', () => {
    expect(menuLinkOpensLocationDialog(elsewhere)).toBe(true);
    expect(menuLinkOpensLocationDialog({ ...elsewhere, path: '/' })).toBe(true);
    expect(menuLinkOpensLocationDialog({ ...elsewhere, locationConfirmed: 'false' })).toBe(true);
  });

  it("goes to /menu once the visitor ticked \"Don't show me this again\" (cookie 'true')", () => {
    expect(menuLinkOpensLocationDialog({ ...elsewhere, locationConfirmed: 'true' })).toBe(false);
  });

  it('goes to /menu when no location is chosen', () => {
    expect(menuLinkOpensLocationDialog({ ...elsewhere, hasLocation: false })).toBe(false);
  });

  it.each([
    '/order',
    '/order/checkout',
    '/order/product',
    '/menu',
    '/menu/breakfast',
    '/locations',
    '/order/location',
  ])('goes to /menu from the ordering page %s', (path) => {
    expect(menuLinkOpensLocationDialog({ ...elsewhere, path })).toBe(false);
  });

  it('does not mistake a page whose name merely starts like an ordering page', () => {
    expect(menuLinkOpensLocationDialog({ ...elsewhere, path: '/menus-and-more' })).toBe(true);
    expect(menuLinkOpensLocationDialog({ ...elsewhere, path: '/orders-history' })).toBe(true);
  });
});
