import { createMenuStore } from './menu-store';

describe('menu store', () => {
  beforeEach(() => localStorage.clear());

  it('starts with no deep link and no offer to apply', () => {
    expect(createMenuStore().getState()).toMatchObject({
      deeplinkProduct: null,
      deeplinkProductQuery: null,
      deeplinkProductNotFoundAtLocation: false,
      offerToApply: null,
    });
  });

  it('does not keep a deep link or an offer to apply for the next visit', () => {
    const store = createMenuStore();
    store.getState().setDeeplinkProductQuery('chicken box');
    store.getState().setDeeplinkProduct('CHICKEN-BOX');
    store.getState().setOfferToApply('FREEBISCUIT');

    expect(localStorage.length).toBe(0);
    expect(createMenuStore().getState()).toMatchObject({
      deeplinkProductQuery: null,
      deeplinkProduct: null,
      offerToApply: null,
    });
  });

  it('flags a deep-linked product not found at the location until the deep link is cleared', () => {
    const store = createMenuStore();
    store.getState().setDeeplinkProductQuery('bo berry');
    store.getState().setDeeplinkProductNotFoundAtLocation(true);

    expect(store.getState().deeplinkProductNotFoundAtLocation).toBe(true);
    store.getState().clearDeeplink();
    expect(store.getState()).toMatchObject({
      deeplinkProductQuery: null,
      deeplinkProductNotFoundAtLocation: false,
    });
  });
});
