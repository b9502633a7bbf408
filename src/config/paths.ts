import { inject, type RouteParams } from 'regexparam';

/**
 * The site's routes (SPEC §2), each declared once: its pattern, the `href` that builds its address
 * (its typed parameters and query), its layout, the guards it needs and whether it is public. The
 * app gives each its page and the data the page reads (src/app/route-table.ts, which the compiler
 * holds to this list); links, the navigation's lists, the prerender and the route tests read it.
 */

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

/** The checks a route may ask of the visitor before its page shows (src/app/route-guards.tsx). */
export type GuardName = 'member' | 'location';

/** The frame around a page: the site's header and footer, or none (the mobile app's pages). */
export type RouteLayout = 'default' | 'minimal';

type QueryValues = Record<string, string | number | undefined>;

export interface RouteOptions {
  layout?: RouteLayout;
  /** The guards the route needs, checked in order. */
  guards?: readonly GuardName[];
  /**
   * A page that is the same for every visitor: prerendered at build time (each of its addresses,
   * for a pattern with parameters) and open to search engines. Others say `noindex`.
   */
  public?: true;
}

interface RouteSpec<Pattern extends string, Args extends unknown[]> extends RouteOptions {
  /** The pattern's parameters from the `href`'s arguments. */
  params?: (...args: Args) => RouteParams<Pattern>;
  /** The query from the `href`'s arguments; values left undefined or empty are left out. */
  query?: (...args: Args) => QueryValues;
}

export interface RouteDeclaration<
  Pattern extends string = string,
  Args extends unknown[] = never[],
> extends RouteOptions {
  /** A wouter pattern. */
  pattern: Pattern;
  href: (...args: Args) => string;
}

/** Appends the defined query values in the given order; leaves the path alone when there are none. */
function withQuery(path: string, query: QueryValues): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

const encoded = (values: Record<string, string | undefined>): Record<string, string | undefined> =>
  Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, value && encodeURIComponent(value)]),
  );

function route<Pattern extends string, Args extends unknown[] = []>(
  pattern: Pattern,
  { params, query, ...options }: RouteSpec<Pattern, Args> = {},
): RouteDeclaration<Pattern, Args> {
  return {
    pattern,
    ...options,
    href: (...args) => {
      const path = params ? inject(pattern, encoded(params(...args)) as RouteParams<Pattern>) : pattern;
      return query ? withQuery(path, query(...args)) : path;
    },
  };
}

/** The routes with a page of their own, in matching order. An address none matches is a content page or 404. */
export const routes = {
  home: route('/', { public: true }),
  account: route('/account', { guards: ['member'] }),
  accountOffers: route('/account/offers', { guards: ['member'] }),
  offers: route('/offers', { guards: ['member'] }),
  accountOrderHistory: route('/account/order-history', { guards: ['member'] }),
  accountPayments: route('/account/payments', { guards: ['member'] }),
  accountSettings: route('/account/settings', { guards: ['member'] }),
  accountInbox: route('/account/inbox', { guards: ['member'] }),
  accountLogin: route('/account/login', {
    /** `redirect`: the same-origin page to return to once signed in. */
    query: (redirect?: string) => ({ redirect }),
  }),
  accountSignup: route('/account/signup'),
  accountPasswordReset: route('/account/password-reset'),
  accountResetPassword: route('/account/reset-password'),
  /** The identity provider sends the member back here with `code` and `state` (single sign-on). */
  accountOauthCallback: route('/account/oauthcallback'),
  /** Where a member whose profile lacks a name or phone completes it (after single sign-on). */
  accountComplete: route('/account/complete', { guards: ['member'] }),
  /** The page the e-mail verification link ends on; `status` says how verifying went. */
  accountVerify: route('/account/verify', { query: (status?: string) => ({ status }) }),
  orderProduct: route('/order/product', {
    guards: ['location'],
    query: ({ id, cid, q }: OrderProductQuery) => ({ id, cid, q }),
  }),
  menuProduct: route('/menu/product', {
    guards: ['location'],
    /** `mid`: the product of that menu (a card of `/menu/{mid}`), not of the menu being browsed. */
    query: (id: string, mid?: number) => ({ id, mid }),
  }),
  menuNutrition: route('/menu/nutrition'),
  menu: route('/menu'),
  menuCategory: route('/menu/:mid', { params: (mid: string) => ({ mid }) }),
  locations: route('/locations', {
    public: true,
    /** `then: 'checkout'`: after choosing, go on to checkout (the location dialog's 'order-again' path). */
    query: (mode?: HandoffMode, then?: LocationsNext) => ({ mode, then }),
  }),
  /** SPEC §2 route table: the ordering flow's own address for the location finder. */
  orderLocation: route('/order/location'),
  /** SPEC §2 route table: pickup or delivery, where an order starts. */
  orderType: route('/order/type'),
  orderCheckout: route('/order/checkout'),
  orderConfirm: route('/order/confirm', { query: (id: string) => ({ id }) }),
  contact: route('/contact', { public: true }),
  order: route('/order'),
  /** Site search; the words are in the address so a search can be shared and gone back to. */
  search: route('/search', { public: true, query: (q?: string) => ({ q }) }),
  /** SPEC §2: the menus of the expansion markets' restaurants, read from the content service. */
  expansionMenu: route('/expansion-menu', { public: true }),
  expansionMenuItems: route('/expansion-menu/items', { public: true }),
  expansionMenuItem: route('/expansion-menu/items/:item', {
    public: true,
    params: (item: string) => ({ item }),
  }),
  careers: route('/careers', { public: true }),
  /** SPEC §2: the positions the chain hires for (the content service's job stories) and one of them. */
  positions: route('/positions', { public: true }),
  positionInfo: route('/positions/info', {
    public: true,
    /** `id`: the position's job story slug. */
    query: (id: string) => ({ id }),
  }),
  catering: route('/catering', { public: true }),
  // The mobile app's pages (SPEC §1 in-app catering): the site's own sign-in, confirmation and card
  // page, bare (the minimal layout, with its bot-check) as the app frames them.
  /** `redirect`: the same-origin app page to return to. */
  appSignin: route('/app/signin', { layout: 'minimal', query: (redirect?: string) => ({ redirect }) }),
  appConfirm: route('/app/confirm', { layout: 'minimal', query: (id: string) => ({ id }) }),
  appPayment: route('/app/payment', { layout: 'minimal', query: (order: string) => ({ order }) }),
  /** The preview of both sites' content cards and in-app messages, for the people who write them. */
  messagingTest: route('/messaging/test', { layout: 'minimal' }),
} as const;

export type RouteName = keyof typeof routes;

/** The CMS's pages the site links to by name; the content routes (src/app/content-routes.ts) show them. */
const contentPages = {
  about: route('/about'),
  boTimeMoments: route('/bo-time-moments'),
  franchising: route('/franchising'),
  foundation: route('/foundation'),
  community: route('/news-and-community'),
  gift: route('/gift'),
  digitalGifting: route('/digital-gifting'),
  communityRelations: route('/community-relations'),
  termsOfUse: route('/terms-of-use'),
  privacyPolicy: route('/privacy-policy'),
} as const;

/** Every address the site builds: its routes, its content pages, and a section of a page. */
export const paths = {
  ...routes,
  ...contentPages,
  /** The catering channel's menu: a section of its home page (SPEC §2 'Catering Menu' link). */
  cateringMenu: { anchor: 'catering-menu', href: () => '/#catering-menu' },
} as const;
