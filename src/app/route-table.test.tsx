import { hashKey, type QueryKey } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { Route } from 'wouter';
import { MENU_IDS } from '../../mocks/seed/constants';
import { useLocationStore } from '../stores';
import { CHARLOTTE_UPTOWN } from '../testing/chosen-location';
import { renderWithProviders } from '../testing/render-with-providers';
import { readRouteState } from './route-state';
import { ROUTES, type AppRoute } from './route-table';

/** A place a route is visited from: an address and the client state a visitor brings to it. */
interface Visit {
  address: string;
  withLocation?: boolean;
  language?: 'en-US' | 'es';
}

/**
 * At least one visit per route (a route added without one fails below), chosen so that each of its
 * data branches is taken: with and without a location, a named menu, Spanish.
 */
const VISITS: Record<string, Visit[]> = {
  '/': [{ address: '/' }, { address: '/', language: 'es' }],
  '/account': [{ address: '/account' }],
  '/account/settings': [{ address: '/account/settings' }],
  '/account/payments': [{ address: '/account/payments' }],
  '/account/order-history': [{ address: '/account/order-history' }],
  '/account/offers': [{ address: '/account/offers' }],
  '/account/inbox': [{ address: '/account/inbox' }],
  '/offers': [{ address: '/offers' }],
  '/account/login': [{ address: '/account/login' }],
  '/account/signup': [{ address: '/account/signup' }],
  '/account/password-reset': [{ address: '/account/password-reset' }],
  '/account/reset-password': [{ address: '/account/reset-password?token=t&email=a%40b.c' }],
  '/account/oauthcallback': [
    { address: '/account/oauthcallback?code=a-provider-code&state=not-started-here' },
  ],
  '/account/complete': [{ address: '/account/complete' }],
  '/account/verify': [{ address: '/account/verify?status=success' }],
  '/app/payment': [{ address: '/app/payment?order=c186a39e-d479-4422-9c4a-d9b10f687c80' }],
  '/messaging/test': [{ address: '/messaging/test' }],
  '/order/product': [{ address: '/order/product?id=CHICKEN-SUPREMES', withLocation: true }],
  '/menu/product': [
    { address: '/menu/product?id=CHICKEN-SUPREMES', withLocation: true },
    { address: `/menu/product?id=CHICKEN-SUPREMES&mid=${MENU_IDS.expansion}`, withLocation: true },
  ],
  '/menu/nutrition': [{ address: '/menu/nutrition' }],
  '/menu': [{ address: '/menu' }, { address: '/menu', withLocation: true }],
  '/menu/:mid': [{ address: `/menu/${MENU_IDS.catering}` }, { address: '/menu/not-a-menu' }],
  '/locations': [{ address: '/locations' }],
  '/order/location': [{ address: '/order/location' }],
  '/order/type': [{ address: '/order/type' }],
  '/order/checkout': [{ address: '/order/checkout', withLocation: true }],
  '/order/confirm': [{ address: '/order/confirm' }],
  '/contact': [{ address: '/contact' }],
  '/order': [{ address: '/order' }, { address: '/order', withLocation: true }],
  '/app/signin': [{ address: '/app/signin?redirect=/account' }],
  '/app/confirm': [{ address: '/app/confirm' }],
  '/search': [{ address: '/search?q=biscuit' }, { address: '/search?q=biscuit', language: 'es' }],
  '/about/chicken-scoop/:slug?': [{ address: '/about/chicken-scoop' }],
  '/about/:slug?': [{ address: '/about' }, { address: '/about', language: 'es' }],
  '/account/:slug': [{ address: '/account/rewards' }],
  '/bo-time-moments/:slug?': [{ address: '/bo-time-moments' }],
  '/chickenverse/:slug?': [{ address: '/chickenverse' }],
  '/foundation/:slug?': [{ address: '/foundation' }],
  '/franchising/:slug?': [{ address: '/franchising' }],
  '/news-and-community/:slug?': [{ address: '/news-and-community' }],
  '/welcometohenhouse/:slug?': [{ address: '/welcometohenhouse' }],
  '/biscuit-month': [{ address: '/biscuit-month' }],
  '/in-the-community': [{ address: '/in-the-community' }],
  '/media-resources': [{ address: '/media-resources' }],
  '/refund': [{ address: '/refund' }],
  '/expansion-menu': [{ address: '/expansion-menu' }, { address: '/expansion-menu', language: 'es' }],
  // A market's menu is the menu of the location the CMS names, so it cannot be asked for ahead:
  // these visits name a market the CMS does not have, to see the one read the table declares.
  '/expansion-menu/items': [{ address: '/expansion-menu/items?market=atlantis' }],
  '/expansion-menu/items/:item': [{ address: '/expansion-menu/items/biscuit?market=atlantis' }],
  '/catering': [{ address: '/catering' }, { address: '/catering', language: 'es' }],
  '/technical-support': [{ address: '/technical-support' }],
  '/careers': [{ address: '/careers' }, { address: '/careers', language: 'es' }],
  '/positions': [{ address: '/positions' }],
  '/positions/info': [
    { address: '/positions/info?id=cook' },
    { address: '/positions/info?id=cook', language: 'es' },
  ],
  '/:slug': [{ address: '/gift' }],
};

/** The calls that are a page's own data (a menu, a CMS story), as opposed to what it reads next. */
const isRouteDataKey = ([first, second]: QueryKey): boolean =>
  (typeof first === 'string' && /^\/api\/v1\/menus\/\d+$/.test(first)) ||
  (first === 'cms' && (second === 'story' || second === 'expansion-stores' || second === 'jobs'));

/** The route-data queries the page reads when it renders alone, with nothing asked for ahead of it. */
async function queriesThePageReads(route: AppRoute, visit: Visit): Promise<string[]> {
  const Page = route.page;
  // Loaded ahead: the wait below is for the page's data, not for a cold import of its code.
  await Page.preload();
  const { queryClient } = renderWithProviders(
    <Route path={route.pattern}>
      <Suspense fallback={null}>
        <Page />
      </Suspense>
    </Route>,
    { path: visit.address, locale: visit.language },
  );
  await screen.findByRole('heading', { level: 1 });
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  return queryClient
    .getQueryCache()
    .getAll()
    .map(({ queryKey }) => queryKey)
    .filter(isRouteDataKey)
    .map((key) => hashKey(key))
    .sort();
}

async function declaredData(route: AppRoute, visit: Visit): Promise<string[]> {
  const [path = '/', search = ''] = visit.address.split('?');
  const state = readRouteState(route.pattern, path, search);
  const queries = route.data ? await route.data.load() : () => [];
  return queries(state)
    .map(({ queryKey }) => hashKey(queryKey))
    .sort();
}

const cases = ROUTES.flatMap((route) =>
  (VISITS[route.pattern] ?? []).map((visit) => ({ route, visit, name: describeVisit(visit) })),
);

function describeVisit({ address, withLocation, language }: Visit): string {
  return [address, withLocation ? 'with a location' : 'with no location', language ?? 'en-US'].join(', ');
}

describe('the route table', () => {
  it('has a visit below for every route, so that every route is checked', () => {
    expect(ROUTES.map(({ pattern }) => pattern).filter((pattern) => !VISITS[pattern])).toEqual([]);
  });

  it.each(cases)('declares what the page reads: $route.pattern at $name', async ({ route, visit }) => {
    if (visit.withLocation) useLocationStore.getState().setLocation(CHARLOTTE_UPTOWN);

    expect(await queriesThePageReads(route, visit)).toEqual(await declaredData(route, visit));
  });
});
