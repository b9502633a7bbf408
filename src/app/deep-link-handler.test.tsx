import { screen, waitFor } from '@testing-library/react';
import { LOCATION_IDS } from '../../mocks/seed/constants';
import { getOrder } from '../api/generated/endpoints/orders/orders';
import { useLocationStore, useOrderStore } from '../stores';
import { renderWithProviders } from '../testing/render-with-providers';
import { DeepLinkHandler } from './deep-link-handler';
import { ContentPage, HomePage, MenuPage, OrderMenuPage } from './pages';
import { AppRoutes } from './routes';

const renderApp = (path: string) =>
  renderWithProviders(
    <>
      <DeepLinkHandler />
      <AppRoutes />
    </>,
    { path },
  ).router;

// Pages are lazily loaded chunks: load them before the tests, which then wait only for the page.
beforeAll(() =>
  Promise.all([ContentPage.preload(), HomePage.preload(), OrderMenuPage.preload(), MenuPage.preload()]),
);

describe('deep links on any page (SPEC §4)', () => {
  it('?store= chooses that location, creates the order there and opens /order', async () => {
    const router = renderApp(`/about?store=${LOCATION_IDS.charlotteUptown}`);

    await waitFor(() => expect(router.path()).toBe('/order'));
    expect(await screen.findByText(/^Ordering from /)).toBeVisible();
    expect(useLocationStore.getState().location?.id).toBe(LOCATION_IDS.charlotteUptown);
    const order = await getOrder(useOrderStore.getState().order?.id ?? '');
    expect(order).toMatchObject({ location_id: LOCATION_IDS.charlotteUptown, menu_id: 100 });
  });

  it('?product= with no match shows the menu with the not-found-at-location notice', async () => {
    const router = renderApp('/?product=pepperoni-pizza');

    await waitFor(() => expect(router.path()).toBe('/menu'));
    expect(
      await screen.findByText(/the item you were looking for is not available at this location/),
    ).toBeVisible();
  });
});
