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
 * The visits of the routes that need more than their own address, chosen so that each of a route's
 * data branches is taken: with and without a location, a named menu, Spanish, a query or parameter
 * the page needs. Every other route of the table is visited at its own address.
 */
const VISITS: Partial<Record<string, Visit[]>> = {
  '/': [{ address: '/' }, { address: '/', language: 'es' }],
  '/account/reset-password': [{ address: '/account/reset-password?token=t&email=a%40b.c' }],
  '/account/oauthcallback': [
    { address: '/account/oauthcallback?code=a-provider-code&state=not-started-here' },
  ],
  '/account/verify': [{ address: '/account/verify?status=success' }],
  '/app/payment': [{ address: '/app/payment?order=c186a39e-d479-4422-9c4a-d9b10f687c80' }],
  '/order/product': [{ address: '/order/product?id=CHICKEN-SUPREMES', withLocation: true }],
  '/menu/product': [
    { address: '/menu/product?id=CHICKEN-SUPREMES', withLocation: true },
    { address: `/menu/product?id=CHICKEN-SUPREMES&mid=${MENU_IDS.expansion}`, withLocation: true },
  ],
  '/menu': [{ address: '/menu' }, { address: '/menu', withLocation: true }],
  '/menu/:mid': [{ address: `/menu/${MENU_IDS.catering}` }, { address: '/menu/not-a-menu' }],
  '/order/checkout': [{ address: '/order/checkout', withLocation: true }],
  '/order': [{ address: '/order' }, { address: '/order', withLocation: true }],
  '/app/signin': [{ address: '/app/signin?redirect=/account' }],
  '/search': [{ address: '/search?q=biscuit' }, { address: '/search?q=biscuit', language: 'es' }],
  '/about/:slug?': [{ address: '/about' }, { address: '/about', language: 'es' }],
  '/account/:slug': [{ address: '/account/rewards' }],
  '/expansion-menu': [{ address: '/expansion-menu' }, { address: '/expansion-menu', language: 'es' }],
  // A market's menu is the menu of the location the CMS names, so it cannot be asked for ahead:
  // these visits name a market the CMS does not have, to see the one read the table declares.
  '/expansion-menu/items': [{ address: '/expansion-menu/items?market=atlantis' }],
  '/expansion-menu/items/:item': [{ address: '/expansion-menu/items/biscuit?market=atlantis' }],
  '/catering': [{ address: '/catering' }, { address: '/catering', language: 'es' }],
  '/careers': [{ address: '/careers' }, { address: '/careers', language: 'es' }],
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

/** A route's own address: its pattern without its optional parameters. */
function ownAddress(pattern: string): string {
  const address = pattern.replace(/\/:\w+\?/g, '') || '/';
  if (address.includes(':')) throw new Error(`${pattern} needs a visit in VISITS that names its parameters`);
  return address;
}

const cases = ROUTES.flatMap((route) =>
  (VISITS[route.pattern] ?? [{ address: ownAddress(route.pattern) }]).map((visit) => ({
    route,
    visit,
    name: describeVisit(visit),
  })),
);

function describeVisit({ address, withLocation, language }: Visit): string {
  return [address, withLocation ? 'with a location' : 'with no location', language ?? 'en-US'].join(', ');
}

describe('the route table', () => {
  it.each(cases)('declares what the page reads: $route.pattern at $name', async ({ route, visit }) => {
    if (visit.withLocation) useLocationStore.getState().setLocation(CHARLOTTE_UPTOWN);

    expect(await queriesThePageReads(route, visit)).toEqual(await declaredData(route, visit));
  });
});
