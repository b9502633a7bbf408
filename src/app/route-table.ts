import { toRouteQuery, type RouteQuery } from '../api/route-query';
import { getGetMemberQueryOptions } from '../api/generated/endpoints/members/members';
import { getGetOrderQueryOptions } from '../api/generated/endpoints/orders/orders';
import { routes, type RouteName, type RouteOptions } from '../config/paths';
import { cmsLanguageOf } from '../features/content/cms/cms-language';
import { storyQueryOptions } from '../features/content/cms/story-query';
import { HOME_STORY_SLUG, storySlugOfPath } from '../features/content/cms/story-slug';
import { CONTENT_ROUTE_PATTERNS } from './content-routes';
import type { LazyPage } from './lazy-page';
import {
  AccountCompletePage,
  AccountPage,
  AccountInboxPage,
  AccountOffersPage,
  AccountOrderHistoryPage,
  AccountPaymentsPage,
  AccountSettingsPage,
  AccountVerifyPage,
  AppPaymentPage,
  CareersPage,
  CateringLandingPage,
  CheckoutPage,
  ContactPage,
  ContentPage,
  ExpansionMenuItemPage,
  ExpansionMenuItemsPage,
  ExpansionMenuPage,
  HomePage,
  LocationsPage,
  LoginPage,
  MenuPage,
  MessagingTestPage,
  NutritionPage,
  OauthCallbackPage,
  OffersPage,
  OrderConfirmPage,
  OrderMenuPage,
  OrderTypePage,
  PasswordResetPage,
  PositionInfoPage,
  PositionsPage,
  ProductPage,
  ResetPasswordPage,
  SearchPage,
  SignupPage,
} from './pages';
import { eagerData, lazyData, type RouteData } from './route-data';
import type { RouteState } from './route-state';

/**
 * One route of the site: its declaration (src/config/paths.ts) with its page and the data the page
 * reads. Rendering, the 404 fallback, the start-up prefetch and the prerender derive from the table.
 */
export interface AppRoute extends RouteOptions {
  /** A wouter pattern; routes match in the table's order. */
  pattern: string;
  /** The lazily loaded page. */
  page: LazyPage<object>;
  /** The queries the page reads, asked for ahead of it: at start-up and while its code loads. */
  data?: RouteData;
}

/** What the app adds to a declared route: its page, and the queries the page reads. */
type RoutePage = Pick<AppRoute, 'page' | 'data'>;

const story = (slug: string, state: RouteState): RouteQuery[] => [
  toRouteQuery(storyQueryOptions(slug, cmsLanguageOf(state.language))),
];

// The home page's story is in the start JavaScript, and with it every CMS story's reader. Other
// needs load with their route (docs/performance.md), ahead of or beside the page's own code.
const homeStory = eagerData((state) => story(HOME_STORY_SLUG, state));
const cateringStory = eagerData((state) => story('catering', state));
const contentStory = eagerData((state) => story(storySlugOfPath(state.path), state));
const browsingMenu = lazyData(() => import('./route-data/menus'), 'browsingMenu');
const productMenu = lazyData(() => import('./route-data/menus'), 'productMenu');
const namedMenu = lazyData(() => import('./route-data/menus'), 'namedMenu');
const locationMenu = lazyData(() => import('./route-data/menus'), 'locationMenu');
const expansionStores = lazyData(() => import('./route-data/cms-folders'), 'expansionStores');
const positions = lazyData(() => import('./route-data/cms-folders'), 'positions');

/** Each declared route's page; a route declared without one does not compile. */
const PAGES: { readonly [Name in RouteName]: RoutePage } = {
  home: { page: HomePage, data: homeStory },
  account: { page: AccountPage },
  accountOffers: { page: AccountOffersPage },
  offers: { page: OffersPage },
  accountOrderHistory: { page: AccountOrderHistoryPage },
  accountPayments: { page: AccountPaymentsPage },
  accountSettings: { page: AccountSettingsPage },
  accountInbox: { page: AccountInboxPage },
  accountLogin: { page: LoginPage },
  accountSignup: { page: SignupPage },
  accountPasswordReset: { page: PasswordResetPage },
  accountResetPassword: { page: ResetPasswordPage },
  accountOauthCallback: { page: OauthCallbackPage },
  accountComplete: { page: AccountCompletePage },
  accountVerify: { page: AccountVerifyPage },
  orderProduct: { page: ProductPage, data: productMenu },
  menuProduct: { page: ProductPage, data: productMenu },
  menuNutrition: { page: NutritionPage, data: browsingMenu },
  menu: { page: MenuPage, data: browsingMenu },
  menuCategory: { page: MenuPage, data: namedMenu },
  locations: { page: LocationsPage },
  orderLocation: { page: LocationsPage },
  orderType: { page: OrderTypePage },
  orderCheckout: { page: CheckoutPage },
  orderConfirm: { page: OrderConfirmPage },
  contact: { page: ContactPage },
  order: { page: OrderMenuPage, data: locationMenu },
  search: { page: SearchPage, data: browsingMenu },
  expansionMenu: { page: ExpansionMenuPage, data: expansionStores },
  expansionMenuItems: { page: ExpansionMenuItemsPage, data: expansionStores },
  expansionMenuItem: { page: ExpansionMenuItemPage, data: expansionStores },
  careers: { page: CareersPage, data: positions },
  positions: { page: PositionsPage, data: positions },
  positionInfo: { page: PositionInfoPage, data: positions },
  catering: { page: CateringLandingPage, data: cateringStory },
  appSignin: { page: LoginPage },
  appConfirm: { page: OrderConfirmPage },
  appPayment: { page: AppPaymentPage },
  messagingTest: { page: MessagingTestPage },
};

const declaredRoutes = Object.keys(routes) as RouteName[];

/**
 * The route table (SPEC §2), in matching order: the declared routes, then the content routes. An
 * address no route matches is the 404 page.
 */
export const ROUTES: readonly AppRoute[] = [
  ...declaredRoutes.map((name): AppRoute => {
    const { pattern, layout, guards, public: isPublic } = routes[name];
    return { pattern, layout, guards, public: isPublic, ...PAGES[name] };
  }),
  ...CONTENT_ROUTE_PATTERNS.map((pattern): AppRoute => ({
    pattern,
    page: ContentPage,
    data: contentStory,
    public: true,
  })),
];

/**
 * What every page's frame reads whatever the route: the visitor's order (the header counts its
 * items) and the signed-in member (the header greets them).
 */
export function frameData(state: RouteState): RouteQuery[] {
  const queries: RouteQuery[] = [];
  if (state.orderId !== undefined) queries.push(toRouteQuery(getGetOrderQueryOptions(state.orderId)));
  if (state.signedIn) queries.push(toRouteQuery(getGetMemberQueryOptions()));
  return queries;
}
