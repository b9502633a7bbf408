import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockBackend, server } from '../../mocks/node';
import { LOCATION_IDS } from '../../mocks/seed/constants';
import { getLocation } from '../api/generated/endpoints/locations/locations';
import { useLocationStore } from '../stores';
import { startWithSeededCart } from '../testing/seeded-cart';
import { renderRoute } from '../testing/render-route';
import { CheckoutPage, MenuPage, NutritionPage, OrderMenuPage, ProductPage } from './pages';

const unavailable = () => HttpResponse.json({ message: 'Service unavailable.' }, { status: 503 });

// Pages are lazily loaded chunks: load them before the tests, which then wait only for the page.
beforeAll(() =>
  Promise.all(
    [MenuPage, OrderMenuPage, NutritionPage, ProductPage, CheckoutPage].map((page) => page.preload()),
  ),
);

beforeEach(async () => {
  // React reports caught render errors on the console; the error page is what matters here.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  await startWithSeededCart({ member: false });
  useLocationStore.getState().setLocation(await getLocation(LOCATION_IDS.charlotteUptown));
});
afterAll(() => mockBackend.reset());

describe("SPEC §8 'Route-change error': a page whose own data fails on the server", () => {
  it.each(['/menu', '/order', '/menu/nutrition', '/order/product?id=CHICKEN-SUPREMES'])(
    'shows the error page with the status of the failed menu at %s',
    async (path) => {
      server.use(http.get('*/api/v1/menus/:menuId', unavailable));
      renderRoute(path);

      expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
      expect(screen.getByText('Error 503. Please try again in a moment.')).toBeVisible();
    },
  );

  it('shows the error page with the status of the failed order at /order/checkout', async () => {
    server.use(http.get('*/api/v1/orders/:id', unavailable));
    renderRoute('/order/checkout');

    expect(await screen.findByText('Error 503. Please try again in a moment.')).toBeVisible();
  });

  it('stays on the page with the connection message when the request never reached the server', async () => {
    server.use(http.get('*/api/v1/menus/:menuId', () => HttpResponse.error()));
    renderRoute('/order');

    expect(await screen.findByText('Connection issue. Please try again.')).toBeVisible();
    expect(screen.queryByText(/Please try again in a moment/)).not.toBeInTheDocument();
  });
});
