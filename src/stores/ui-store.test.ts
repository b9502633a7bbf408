import { useUiStore } from './ui-store';

describe('ui store', () => {
  beforeEach(() => useUiStore.setState(useUiStore.getInitialState(), true));

  it('starts with every panel and dialog closed', () => {
    expect(useUiStore.getState()).toMatchObject({
      showCart: false,
      showMobileMenu: false,
      loading: false,
      orderConfirming: false,
      confirmLocationModal: { open: false },
    });
  });

  it('closes the cart and the mobile menu on route change', () => {
    useUiStore.getState().openMobileMenu();
    useUiStore.getState().closeOnRouteChange();
    useUiStore.getState().openCart();
    useUiStore.getState().closeOnRouteChange();

    expect(useUiStore.getState()).toMatchObject({ showCart: false, showMobileMenu: false });
  });

  it('shows one of the cart panel and the mobile menu at a time', () => {
    useUiStore.getState().openMobileMenu();
    useUiStore.getState().toggleCart();

    expect(useUiStore.getState()).toMatchObject({ showCart: true, showMobileMenu: false });
    useUiStore.getState().toggleMobileMenu();
    expect(useUiStore.getState()).toMatchObject({ showCart: false, showMobileMenu: true });
  });

  it('opens the location confirmation dialog on the delivery section and closes it', () => {
    useUiStore.getState().openConfirmLocationModal('delivery');
    expect(useUiStore.getState().confirmLocationModal).toEqual({
      open: true,
      section: 'delivery',
      origin: 'menu',
    });

    useUiStore.getState().closeConfirmLocationModal();
    expect(useUiStore.getState().confirmLocationModal).toEqual({
      open: false,
      section: 'delivery',
      origin: 'menu',
    });
  });

  it("remembers that the location dialog was opened from 'order-again' (its Continue goes to checkout)", () => {
    useUiStore.getState().openConfirmLocationModal('pickup', 'order-again');
    expect(useUiStore.getState().confirmLocationModal).toEqual({
      open: true,
      section: 'pickup',
      origin: 'order-again',
    });

    useUiStore.getState().openConfirmLocationModal('pickup');
    expect(useUiStore.getState().confirmLocationModal.origin).toBe('menu');
  });

  it('records the header and footer heights, reading a measurement that is not a size as 0', () => {
    useUiStore.getState().setHeaderHeight(96);
    useUiStore.getState().setFooterHeight(Number.NaN);

    expect(useUiStore.getState()).toMatchObject({ headerHeight: 96, footerHeight: 0 });
  });

  it('is never written to storage', () => {
    localStorage.clear();
    useUiStore.getState().openCart();
    useUiStore.getState().setLoading(true);

    expect(localStorage.length).toBe(0);
  });
});
