import { toRouteQuery, type RouteQuery } from '../api/route-query';
import { getGetMemberQueryOptions } from '../api/generated/endpoints/members/members';
import { getGetOrderQueryOptions } from '../api/generated/endpoints/orders/orders';
import { paths } from '../config/paths';
import { cmsLanguageOf } from '../features/content/cms/cms-language';
import { storyQueryOptions } from '../features/content/cms/story-query';
import { HOME_STORY_SLUG, storySlugOfPath } from '../features/content/cms/story-slug';
import { CONTENT_ROUTE_PATTERNS } from './content-routes';
import type { RouteLayout } from './layout/site-layout';
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
 * One route of the site, declared once: rendering, the 404 fallback and the start-up prefetch all
 * derive from it (src/app/routes.tsx).
 */
export interface AppRoute {
  /** A wouter pattern; routes match in the table's order. */
  pattern: string;
  /** The lazily loaded page. */
  page: LazyPage<object>;
  layout?: RouteLayout;
  /** Names of the guards the route needs (src/app/route-guards.tsx), checked in order. */
  guards?: readonly string[];
  /** The queries the page reads, asked for ahead of it: at start-up and while its code loads. */
  data?: RouteData;
  /**
   * A page that is the same for every visitor: prerendered at build time (each of its addresses,
   * for a pattern with parameters) and open to search engines. Others say `noindex`.
   */
  public?: true;
}

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

/** The route table (SPEC §2), in matching order. An address no route matches is the 404 page. */
export const ROUTES: readonly AppRoute[] = [
  { pattern: paths.home.pattern, page: HomePage, data: homeStory, public: true },
  { pattern: paths.account.pattern, page: AccountPage, guards: ['member'] },
  { pattern: paths.accountOffers.pattern, page: AccountOffersPage, guards: ['member'] },
  { pattern: paths.offers.pattern, page: OffersPage, guards: ['member'] },
  { pattern: paths.accountOrderHistory.pattern, page: AccountOrderHistoryPage, guards: ['member'] },
  { pattern: paths.accountPayments.pattern, page: AccountPaymentsPage, guards: ['member'] },
  { pattern: paths.accountSettings.pattern, page: AccountSettingsPage, guards: ['member'] },
  { pattern: paths.accountInbox.pattern, page: AccountInboxPage, guards: ['member'] },
  { pattern: paths.accountLogin.pattern, page: LoginPage },
  { pattern: paths.accountSignup.pattern, page: SignupPage },
  { pattern: paths.accountPasswordReset.pattern, page: PasswordResetPage },
  { pattern: paths.accountResetPassword.pattern, page: ResetPasswordPage },
  { pattern: paths.accountOauthCallback.pattern, page: OauthCallbackPage },
  { pattern: paths.accountComplete.pattern, page: AccountCompletePage, guards: ['member'] },
  { pattern: paths.accountVerify.pattern, page: AccountVerifyPage },
  { pattern: paths.orderProduct.pattern, page: ProductPage, guards: ['location'], data: productMenu },
  { pattern: paths.menuProduct.pattern, page: ProductPage, guards: ['location'], data: productMenu },
  { pattern: paths.menuNutrition.pattern, page: NutritionPage, data: browsingMenu },
  { pattern: paths.menu.pattern, page: MenuPage, data: browsingMenu },
  { pattern: paths.menuCategory.pattern, page: MenuPage, data: namedMenu },
  { pattern: paths.locations.pattern, page: LocationsPage, public: true },
  { pattern: paths.orderLocation.pattern, page: LocationsPage },
  { pattern: paths.orderType.pattern, page: OrderTypePage },
  { pattern: paths.orderCheckout.pattern, page: CheckoutPage },
  { pattern: paths.orderConfirm.pattern, page: OrderConfirmPage },
  { pattern: paths.contact.pattern, page: ContactPage, public: true },
  { pattern: paths.order.pattern, page: OrderMenuPage, data: locationMenu },
  { pattern: paths.search.pattern, page: SearchPage, data: browsingMenu, public: true },
  { pattern: paths.expansionMenu.pattern, page: ExpansionMenuPage, data: expansionStores, public: true },
  {
    pattern: paths.expansionMenuItems.pattern,
    page: ExpansionMenuItemsPage,
    data: expansionStores,
    public: true,
  },
  {
    pattern: paths.expansionMenuItem.pattern,
    page: ExpansionMenuItemPage,
    data: expansionStores,
    public: true,
  },
  { pattern: paths.careers.pattern, page: CareersPage, data: positions, public: true },
  { pattern: paths.positions.pattern, page: PositionsPage, data: positions, public: true },
  { pattern: paths.positionInfo.pattern, page: PositionInfoPage, data: positions, public: true },
  { pattern: paths.catering.pattern, page: CateringLandingPage, data: cateringStory, public: true },
  // The mobile app's pages (SPEC §1 in-app catering): the site's own sign-in and confirmation,
  // bare (the minimal layout, with its bot-check) as the app frames them.
  { pattern: paths.appSignin.pattern, page: LoginPage, layout: 'minimal' },
  { pattern: paths.appConfirm.pattern, page: OrderConfirmPage, layout: 'minimal' },
  { pattern: paths.appPayment.pattern, page: AppPaymentPage, layout: 'minimal' },
  { pattern: paths.messagingTest.pattern, page: MessagingTestPage, layout: 'minimal' },
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
