import { MENU_TTL_MS, STORAGE_KEYS } from '../config/client-state';
import { createMenuStore } from './menu-store';

const start = Date.UTC(2026, 10, 1, 12);

describe('menu store', () => {
  beforeEach(() => localStorage.clear());

  it('starts with no menu, no deep link and no offer to apply', () => {
    expect(createMenuStore({ clock: () => start }).getState()).toMatchObject({
      menuId: null,
      defaultMenuId: null,
      deeplinkProduct: null,
      deeplinkProductQuery: null,
      deeplinkProductNotFoundAtLocation: false,
      offerToApply: null,
    });
  });

  it('keeps the menu and the default menu for one hour', () => {
    const store = createMenuStore({ clock: () => start });
    store.getState().setDefaultMenuId(9000);
    store.getState().setMenuId(9001);

    expect(createMenuStore({ clock: () => start + MENU_TTL_MS - 1 }).getState()).toMatchObject({
      menuId: 9001,
      defaultMenuId: 9000,
    });
    expect(createMenuStore({ clock: () => start + MENU_TTL_MS }).getState()).toMatchObject({
      menuId: null,
      defaultMenuId: null,
    });
  });

  it('does not keep a deep link or an offer to apply for the next visit', () => {
    const store = createMenuStore({ clock: () => start });
    store.getState().setMenuId(9001);
    store.getState().setDeeplinkProductQuery('chicken box');
    store.getState().setDeeplinkProduct('CHICKEN-BOX');
    store.getState().setOfferToApply('FREEBISCUIT');

    expect(createMenuStore({ clock: () => start }).getState()).toMatchObject({
      menuId: 9001,
      deeplinkProductQuery: null,
      deeplinkProduct: null,
      offerToApply: null,
    });
  });

  it('flags a deep-linked product not found at the location until the deep link is cleared', () => {
    const store = createMenuStore({ clock: () => start });
    store.getState().setDeeplinkProductQuery('bo berry');
    store.getState().setDeeplinkProductNotFoundAtLocation(true);

    expect(store.getState().deeplinkProductNotFoundAtLocation).toBe(true);
    store.getState().clearDeeplink();
    expect(store.getState()).toMatchObject({
      deeplinkProductQuery: null,
      deeplinkProductNotFoundAtLocation: false,
    });
  });

  it.each([
    ['text that is not JSON', '{menu: 9001'],
    ['a bare menu id', '9001'],
    [
      'menu ids that are not numbers',
      JSON.stringify({ value: { state: { menuId: 'x', defaultMenuId: 1 } }, expires: null }),
    ],
    ['a menu body another app left', JSON.stringify({ value: { categories: [] }, expires: null })],
  ])('starts with no menu, without throwing, from %s', (_case, raw) => {
    localStorage.setItem(STORAGE_KEYS.menu, raw);

    expect(createMenuStore({ clock: () => start }).getState().menuId).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.menu)).toBeNull();
  });
});
