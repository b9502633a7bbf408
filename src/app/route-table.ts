import { toRouteQuery, type RouteQuery } from '../api/route-query';
import { getGetMemberQueryOptions } from '../api/generated/endpoints/members/members';
import { getGetOrderQueryOptions } from '../api/generated/endpoints/orders/orders';
import { paths } from '../config/paths';
import { cmsLanguageOf } from '../features/content/cms/cms-language';
import { storyQueryOptions } from '../features/content/cms/story-query';
import { expansionStoresQueryOptions } from '../features/content/expansion/expansion-stores';
import { positionsQueryOptions } from '../features/content/jobs/job-stories';
import { HOME_STORY_SLUG, storySlugOfPath } from '../features/content/cms/story-slug';
import { browsingMenuId, locationMenuId } from '../ordering/menu-ids';
import { menuQueryOptions } from '../ordering/use-menu';
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
import { toMenuId } from './pages/menu-id-param';
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
  data?: (state: RouteState) => readonly RouteQuery[];
}

const menu = (menuId: number | undefined, state: RouteState): RouteQuery[] =>
  menuId === undefined ? [] : [toRouteQuery(menuQueryOptions(menuId, state.language))];

const story = (slug: string, state: RouteState): RouteQuery[] => [
  toRouteQuery(storyQueryOptions(slug, cmsLanguageOf(state.language))),
];

/** The expansion markets' restaurants: every expansion menu page starts from them. */
const expansionStores = (state: RouteState): RouteQuery[] => [
  toRouteQuery(expansionStoresQueryOptions(cmsLanguageOf(state.language))),
];

/** The positions of the CMS's jobs folder: the careers and positions pages all list or describe them. */
const positions = (state: RouteState): RouteQuery[] => [
  toRouteQuery(positionsQueryOptions(cmsLanguageOf(state.language))),
];

/** The chosen location's menu, else the default one: what a visitor browses. */
const browsingMenu = (state: RouteState): RouteQuery[] => menu(browsingMenuId(state.menuIds), state);

/** A product page shows the product of the menu its link names (`mid`), else of the menu browsed. */
const productMenu = (state: RouteState): RouteQuery[] => {
  const mid = new URLSearchParams(state.search).get('mid');
  return menu(mid === null ? browsingMenuId(state.menuIds) : toMenuId(mid), state);
};

/** The route table (SPEC §2), in matching order. An address no route matches is the 404 page. */
export const ROUTES: readonly AppRoute[] = [
  { pattern: paths.home.pattern, page: HomePage, data: (state) => story(HOME_STORY_SLUG, state) },
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
  {
    pattern: paths.menuCategory.pattern,
    page: MenuPage,
    data: (state) => menu(state.params.mid === undefined ? undefined : toMenuId(state.params.mid), state),
  },
  { pattern: paths.locations.pattern, page: LocationsPage },
  { pattern: paths.orderLocation.pattern, page: LocationsPage },
  { pattern: paths.orderType.pattern, page: OrderTypePage },
  { pattern: paths.orderCheckout.pattern, page: CheckoutPage },
  { pattern: paths.orderConfirm.pattern, page: OrderConfirmPage },
  { pattern: paths.contact.pattern, page: ContactPage },
  {
    pattern: paths.order.pattern,
    page: OrderMenuPage,
    data: (state) => menu(locationMenuId(state.menuIds), state),
  },
  { pattern: paths.search.pattern, page: SearchPage, data: browsingMenu },
  { pattern: paths.expansionMenu.pattern, page: ExpansionMenuPage, data: expansionStores },
  { pattern: paths.expansionMenuItems.pattern, page: ExpansionMenuItemsPage, data: expansionStores },
  { pattern: paths.expansionMenuItem.pattern, page: ExpansionMenuItemPage, data: expansionStores },
  { pattern: paths.careers.pattern, page: CareersPage, data: positions },
  { pattern: paths.positions.pattern, page: PositionsPage, data: positions },
  { pattern: paths.positionInfo.pattern, page: PositionInfoPage, data: positions },
  { pattern: paths.catering.pattern, page: CateringLandingPage, data: (state) => story('catering', state) },
  // The mobile app's pages (SPEC §1 in-app catering): the site's own sign-in and confirmation,
  // bare (the minimal layout, with its bot-check) as the app frames them.
  { pattern: paths.appSignin.pattern, page: LoginPage, layout: 'minimal' },
  { pattern: paths.appConfirm.pattern, page: OrderConfirmPage, layout: 'minimal' },
  { pattern: paths.appPayment.pattern, page: AppPaymentPage, layout: 'minimal' },
  { pattern: paths.messagingTest.pattern, page: MessagingTestPage, layout: 'minimal' },
  ...CONTENT_ROUTE_PATTERNS.map((pattern): AppRoute => ({
    pattern,
    page: ContentPage,
    data: (state) => story(storySlugOfPath(state.path), state),
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
