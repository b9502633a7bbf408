import { screen, waitFor } from '@testing-library/react';
import { server } from '../../mocks/node';
import { SEEDED_CART_ORDER_ID } from '../../mocks/seed/constants';
import { renderRoute } from '../testing/render-route';
import { useOrderStore } from '../stores';
import { orderReference } from '../testing/order-reference';

/**
 * The pages' code arrives only when a test lets it, as over a slow network: a call the route makes
 * before the code arrives is made while the page is still loading.
 */
const pageCode = vi.hoisted(() => {
  const gate = () => {
    let release: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => {
      release = resolve;
    });
    return { arrived, release: () => release() };
  };
  return { menu: gate(), orderType: gate() };
});
vi.mock('./pages/menu-page', async (importOriginal) => {
  await pageCode.menu.arrived;
  return importOriginal();
});
vi.mock('./pages/order-type-page', async (importOriginal) => {
  await pageCode.orderType.arrived;
  return importOriginal();
});

/** For each menu call, whether the menu page's heading was already on the page when it was made. */
function watchMenuCalls(): boolean[] {
  const headingShown: boolean[] = [];
  server.events.on('request:start', ({ request }) => {
    if (/\/menus\/\d+$/.test(new URL(request.url).pathname)) {
      headingShown.push(screen.queryByRole('heading', { level: 1, name: 'Menu' }) !== null);
    }
  });
  return headingShown;
}

describe('the menu route', () => {
  it("asks for the menu while the page's code is still loading, once", async () => {
    const headingShown = watchMenuCalls();
    renderRoute('/menu');
    await waitFor(() => expect(headingShown).toEqual([false]));
    pageCode.menu.release();

    await screen.findByRole('heading', { level: 1, name: 'Menu' }, { timeout: 5000 });
    expect(await screen.findAllByRole('link', { name: /Chicken Supremes/ })).not.toHaveLength(0);
    expect(headingShown).toEqual([false]);
  });
});

describe("the frame's data", () => {
  it("asks for the visitor's order once, while the page's code is still loading", async () => {
    // For each order call, whether the page's heading was already on the page when it was made.
    const headingShown: boolean[] = [];
    const heading = { level: 1, name: 'How would you like to get your order?' } as const;
    server.events.on('request:start', ({ request }) => {
      if (/\/orders\/[0-9a-f-]{36}$/.test(new URL(request.url).pathname)) {
        headingShown.push(screen.queryByRole('heading', heading) !== null);
      }
    });
    useOrderStore.getState().setOrder(orderReference(SEEDED_CART_ORDER_ID));
    renderRoute('/order/type');
    await waitFor(() => expect(headingShown).toEqual([false]));
    pageCode.orderType.release();

    await screen.findByRole('heading', heading, { timeout: 5000 });
    expect(headingShown).toEqual([false]);
  });
});

describe('a content route', () => {
  it('asks for a story the CMS does not have once, and shows the 404 page', async () => {
    const storyCalls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const { pathname } = new URL(request.url);
      if (pathname.includes('/stories/')) storyCalls.push(pathname);
    });
    renderRoute('/no-such-story');

    await screen.findByRole(
      'heading',
      { level: 1, name: '404 Whoops! You flew the coop.' },
      { timeout: 5000 },
    );
    // Another story asked for and answered shows the mock server has seen every earlier call.
    await fetch(new URL('/cms/v2/stories/about', window.location.href));
    expect(storyCalls.filter((path) => path.endsWith('/no-such-story'))).toHaveLength(1);
  });
});
