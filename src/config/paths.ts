/** Route builders for the SPEC §2 paths: one place that knows a URL's shape. */

export type HandoffMode = 'pickup' | 'delivery';

/** Where the location finder goes once a location is chosen, when not to the menu. */
export type LocationsNext = 'checkout';

export interface OrderProductQuery {
  /** The product sku. */
  id: string;
  /** The cart line being edited, when editing. */
  cid?: string;
  /** The quantity to start with. */
  q?: number;
}

/** Appends the defined query values in the given order; leaves the path alone when there are none. */
function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export const paths = {
  home: { pattern: '/', href: () => '/' },
  locations: {
    pattern: '/locations',
    /** `then: 'checkout'`: after choosing, go on to checkout (the location dialog's 'order-again' path). */
    href: (mode?: HandoffMode, then?: LocationsNext) => withQuery('/locations', { mode, then }),
  },
  /** SPEC §2 route table: the ordering flow's own address for the location finder. */
  orderLocation: { pattern: '/order/location', href: () => '/order/location' },
  menu: { pattern: '/menu', href: () => '/menu' },
  menuCategory: { pattern: '/menu/:mid', href: (mid: string) => `/menu/${encodeURIComponent(mid)}` },
  order: { pattern: '/order', href: () => '/order' },
  /** SPEC §2 route table: pickup or delivery, where an order starts. */
  orderType: { pattern: '/order/type', href: () => '/order/type' },
  orderCheckout: { pattern: '/order/checkout', href: () => '/order/checkout' },
  orderConfirm: { pattern: '/order/confirm', href: (id: string) => withQuery('/order/confirm', { id }) },
  /** The card page the mobile app opens for an order (minimal layout). */
  appPayment: { pattern: '/app/payment', href: (order: string) => withQuery('/app/payment', { order }) },
  orderProduct: {
    pattern: '/order/product',
    href: ({ id, cid, q }: OrderProductQuery) => withQuery('/order/product', { id, cid, q }),
  },
  menuProduct: {
    pattern: '/menu/product',
    /** `mid`: the product of that menu (a card of `/menu/{mid}`), not of the menu being browsed. */
    href: (id: string, mid?: number) => withQuery('/menu/product', { id, mid }),
  },
  menuNutrition: { pattern: '/menu/nutrition', href: () => '/menu/nutrition' },
  /** Site search; the words are in the address so a search can be shared and gone back to. */
  search: { pattern: '/search', href: (q?: string) => withQuery('/search', { q }) },
  /** The preview of both sites' content cards and in-app messages, for the people who write them. */
  messagingTest: { pattern: '/messaging/test', href: () => '/messaging/test' },
  account: { pattern: '/account', href: () => '/account' },
  accountLogin: {
    pattern: '/account/login',
    /** `redirect`: the same-origin page to return to once signed in. */
    href: (redirect?: string) => withQuery('/account/login', { redirect }),
  },
  /** Where a member whose profile lacks a name or phone completes it (after single sign-on). */
  accountComplete: { pattern: '/account/complete', href: () => '/account/complete' },
  /** The identity provider sends the member back here with `code` and `state` (single sign-on). */
  accountOauthCallback: { pattern: '/account/oauthcallback', href: () => '/account/oauthcallback' },
  /** The page the e-mail verification link ends on; `status` says how verifying went. */
  accountVerify: {
    pattern: '/account/verify',
    href: (status?: string) => withQuery('/account/verify', { status }),
  },
  accountOffers: { pattern: '/account/offers', href: () => '/account/offers' },
  accountOrderHistory: { pattern: '/account/order-history', href: () => '/account/order-history' },
  accountPayments: { pattern: '/account/payments', href: () => '/account/payments' },
  accountResetPassword: { pattern: '/account/reset-password', href: () => '/account/reset-password' },
  accountSettings: { pattern: '/account/settings', href: () => '/account/settings' },
  accountSignup: { pattern: '/account/signup', href: () => '/account/signup' },
  accountPasswordReset: { pattern: '/account/password-reset', href: () => '/account/password-reset' },
  accountInbox: { pattern: '/account/inbox', href: () => '/account/inbox' },
  offers: { pattern: '/offers', href: () => '/offers' },
  about: { pattern: '/about', href: () => '/about' },
  boTimeMoments: { pattern: '/bo-time-moments', href: () => '/bo-time-moments' },
  franchising: { pattern: '/franchising', href: () => '/franchising' },
  foundation: { pattern: '/foundation', href: () => '/foundation' },
  community: { pattern: '/news-and-community', href: () => '/news-and-community' },
  contact: { pattern: '/contact', href: () => '/contact' },
  gift: { pattern: '/gift', href: () => '/gift' },
  digitalGifting: { pattern: '/digital-gifting', href: () => '/digital-gifting' },
  communityRelations: { pattern: '/community-relations', href: () => '/community-relations' },
  termsOfUse: { pattern: '/terms-of-use', href: () => '/terms-of-use' },
  privacyPolicy: { pattern: '/privacy-policy', href: () => '/privacy-policy' },
  careers: { pattern: '/careers', href: () => '/careers' },
  /** SPEC §2: the positions the chain hires for (the content service's job stories) and one of them. */
  positions: { pattern: '/positions', href: () => '/positions' },
  positionInfo: {
    pattern: '/positions/info',
    /** `id`: the position's job story slug. */
    href: (id: string) => withQuery('/positions/info', { id }),
  },
  catering: { pattern: '/catering', href: () => '/catering' },
  /** SPEC §2: the menus of the expansion markets' restaurants, read from the content service. */
  expansionMenu: { pattern: '/expansion-menu', href: () => '/expansion-menu' },
  expansionMenuItems: { pattern: '/expansion-menu/items', href: () => '/expansion-menu/items' },
  expansionMenuItem: {
    pattern: '/expansion-menu/items/:item',
    href: (item: string) => `/expansion-menu/items/${encodeURIComponent(item)}`,
  },
  /** The mobile app's sign-in (minimal layout); `redirect`: the same-origin app page to return to. */
  appSignin: {
    pattern: '/app/signin',
    href: (redirect?: string) => withQuery('/app/signin', { redirect }),
  },
  /** The mobile app's confirmation of a placed order (minimal layout). */
  appConfirm: { pattern: '/app/confirm', href: (id: string) => withQuery('/app/confirm', { id }) },
  /** The catering channel's menu: a section of its home page (SPEC §2 'Catering Menu' link). */
  cateringMenu: { anchor: 'catering-menu', href: () => '/#catering-menu' },
} as const;
