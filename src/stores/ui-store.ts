import { create } from 'zustand';

/** Which path the location confirmation dialog opens on (SPEC §2/§4 "Location dialog"). */
export type ConfirmLocationSection = 'pickup' | 'delivery';

/** What opened the dialog: its Continue goes to /order, or to /order/checkout for 'order-again'. */
export type ConfirmLocationOrigin = 'menu' | 'order-again';

export interface ConfirmLocationModal {
  open: boolean;
  section: ConfirmLocationSection;
  origin: ConfirmLocationOrigin;
}

export interface UiState {
  showCart: boolean;
  showMobileMenu: boolean;
  /** The page-wide loading indicator (also shown while the language switches, SPEC §4). */
  loading: boolean;
  /** The 'Are these details correct?' dialog is open. */
  orderConfirming: boolean;
  /** Measured heights in CSS pixels, for layouts that sit between header and footer. */
  headerHeight: number;
  footerHeight: number;
  confirmLocationModal: ConfirmLocationModal;
  /** How many adds to the cart this visit has made: each one bounces the cart button (SPEC §4/§9). */
  cartBounces: number;
  /** The server refused the member's token: they were signed out here and are asked to sign in again. */
  sessionExpired: boolean;
  /** The promo code the order lost when the cart was lowered below its minimum, until the cart closes. */
  droppedPromoCode: string | undefined;
  setDroppedPromoCode: (code: string | undefined) => void;
  setSessionExpired: (sessionExpired: boolean) => void;
  openCart: () => void;
  closeCart: () => void;
  toggleCart: () => void;
  openMobileMenu: () => void;
  closeMobileMenu: () => void;
  toggleMobileMenu: () => void;
  /** SPEC §2: the cart panel and the mobile menu close on route change. */
  closeOnRouteChange: () => void;
  setLoading: (loading: boolean) => void;
  setOrderConfirming: (orderConfirming: boolean) => void;
  setHeaderHeight: (height: number) => void;
  setFooterHeight: (height: number) => void;
  openConfirmLocationModal: (section: ConfirmLocationSection, origin?: ConfirmLocationOrigin) => void;
  closeConfirmLocationModal: () => void;
  /** Something was just added to the cart. */
  bounceCart: () => void;
}

/** A measurement that is not a size (NaN, negative) reads as 0 rather than breaking a layout. */
const toHeight = (height: number): number => (Number.isFinite(height) && height > 0 ? height : 0);

/** Flags of the page frame; per visit, never persisted. */
export const useUiStore = create<UiState>()((set) => ({
  cartBounces: 0,
  sessionExpired: false,
  droppedPromoCode: undefined,
  setDroppedPromoCode: (droppedPromoCode) => set({ droppedPromoCode }),
  setSessionExpired: (sessionExpired) => set({ sessionExpired }),
  showCart: false,
  showMobileMenu: false,
  loading: false,
  orderConfirming: false,
  headerHeight: 0,
  footerHeight: 0,
  confirmLocationModal: { open: false, section: 'pickup', origin: 'menu' },
  bounceCart: () => set(({ cartBounces }) => ({ cartBounces: cartBounces + 1 })),
  openCart: () => set({ showCart: true, showMobileMenu: false }),
  closeCart: () => set({ showCart: false, droppedPromoCode: undefined }),
  toggleCart: () =>
    set(({ showCart, droppedPromoCode }) => ({
      showCart: !showCart,
      showMobileMenu: false,
      droppedPromoCode: showCart ? undefined : droppedPromoCode,
    })),
  openMobileMenu: () => set({ showMobileMenu: true, showCart: false }),
  closeMobileMenu: () => set({ showMobileMenu: false }),
  toggleMobileMenu: () => set(({ showMobileMenu }) => ({ showMobileMenu: !showMobileMenu, showCart: false })),
  closeOnRouteChange: () => set({ showCart: false, showMobileMenu: false, droppedPromoCode: undefined }),
  setLoading: (loading) => set({ loading }),
  setOrderConfirming: (orderConfirming) => set({ orderConfirming }),
  setHeaderHeight: (height) => set({ headerHeight: toHeight(height) }),
  setFooterHeight: (height) => set({ footerHeight: toHeight(height) }),
  openConfirmLocationModal: (section, origin = 'menu') =>
    set({ confirmLocationModal: { open: true, section, origin } }),
  closeConfirmLocationModal: () =>
    set(({ confirmLocationModal }) => ({ confirmLocationModal: { ...confirmLocationModal, open: false } })),
}));
