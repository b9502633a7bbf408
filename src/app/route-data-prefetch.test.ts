import { server } from '../../mocks/node';
import { SEEDED_CART_ORDER_ID } from '../../mocks/seed/constants';
import { DEFAULT_MENU_ID } from '../config/menus';
import { useLocationStore, useOrderStore, usePreferencesStore, useSessionStore } from '../stores';
import { createTestQueryClient } from '../testing/render-with-providers';
import { signInDemoMember } from '../testing/signed-in-member';
import { prefetchRouteData } from './routes';

const uptown = {
  id: 1001,
  name: 'Charlotte – Uptown',
  address: '1500 South Tryon Street Suite 200',
  city: 'Charlotte',
  state: 'NC',
  zip: '28202',
  menu_id: 102,
  lat: 35.229,
  lng: -80.8419,
};

/** The calls `prefetchRouteData` makes for `path`, once every one of them has been answered. */
async function callsFor(address: string): Promise<string[]> {
  const [path = '/', search = ''] = address.split('?');
  const calls: string[] = [];
  const record = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    calls.push(`${url.pathname}${url.search}`);
  };
  server.events.on('request:start', record);
  const queryClient = createTestQueryClient();
  try {
    await prefetchRouteData(queryClient, path, search);
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    return calls;
  } finally {
    server.events.removeListener('request:start', record);
  }
}

describe('prefetchRouteData: what a page reads, asked for as the app starts', () => {
  it('asks for the default menu on /menu with no location, and for no order without one', async () => {
    expect(await callsFor('/menu')).toEqual([`/api/v1/menus/${DEFAULT_MENU_ID}`]);
  });

  it("asks for the chosen location's menu and the visitor's order on a product page", async () => {
    useLocationStore.getState().setLocation(uptown);
    useOrderStore.getState().setOrder({
      id: SEEDED_CART_ORDER_ID,
      menu_id: 102,
      location_id: 1001,
      created: new Date().toISOString(),
    });

    expect((await callsFor('/order/product')).sort()).toEqual([
      '/api/v1/menus/102',
      `/api/v1/orders/${SEEDED_CART_ORDER_ID}`,
    ]);
  });

  it('asks for the menu a product link names with `mid`, not the menu browsed', async () => {
    useLocationStore.getState().setLocation(uptown);

    expect(await callsFor('/menu/product?id=CHICKEN-SUPREMES&mid=101')).toEqual(['/api/v1/menus/101']);
  });

  it('asks for the menu a menu address names', async () => {
    expect(await callsFor('/menu/200')).toEqual(['/api/v1/menus/200']);
    expect(await callsFor('/menu/not-a-menu')).toEqual([]);
  });

  it('asks for nothing a guard would not show: a product page with no location chosen', async () => {
    expect(await callsFor('/order/product?id=CHICKEN-SUPREMES')).toEqual([]);
  });

  it('asks for no menu on /order with no location chosen', async () => {
    expect(await callsFor('/order')).toEqual([]);
  });

  it("asks for a content page's story in the visitor's language, and the home page's story", async () => {
    usePreferencesStore.getState().setLanguage('es');
    expect(await callsFor('/about')).toEqual(['/cms/v2/stories/about?language=es']);

    usePreferencesStore.getState().setLanguage('en-US');
    expect(await callsFor('/')).toEqual(['/cms/v2/stories/home']);
  });

  it('asks for the signed-in member, whom every header greets, but sends no token of another provider', async () => {
    await signInDemoMember();
    expect(await callsFor('/locations')).toEqual(['/api/v1/members/get']);

    useSessionStore.getState().signIn({ access: 'token', memberId: 1, provider: 'other' });
    expect(await callsFor('/locations')).toEqual([]);
  });

  it('asks for nothing a page without server data needs', async () => {
    expect(await callsFor('/locations')).toEqual([]);
  });
});
