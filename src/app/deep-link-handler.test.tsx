import { configure, screen, waitFor } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { LOCATION_IDS } from '../../mocks/seed/constants';
import { getOrder } from '../api/generated/endpoints/orders/orders';
import { useLocationStore, useMenuStore, useOrderStore } from '../stores';
import { renderWithProviders } from '../testing/render-with-providers';
import { DeepLinkHandler } from './deep-link-handler';
import { AppRoutes } from './routes';

function renderApp(path: string) {
  const memory = memoryLocation({ path, record: true });
  renderWithProviders(
    <Router hook={memory.hook} searchHook={memory.searchHook}>
      <DeepLinkHandler />
      <AppRoutes />
    </Router>,
  );
  return memory;
}

// Pages are lazily loaded chunks, and the first load in a run is slow on a busy machine.
configure({ asyncUtilTimeout: 8000 });

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  useLocationStore.getState().clearLocation();
  useOrderStore.getState().clearOrder();
  useMenuStore.getState().clearDeeplink();
});

describe('deep links on any page (SPEC §4)', () => {
  it('?store= chooses that location, creates the order there and opens /order', async () => {
    const memory = renderApp(`/about?store=${LOCATION_IDS.charlotteUptown}`);

    await waitFor(() => expect(memory.history?.at(-1)).toBe('/order'));
    expect(await screen.findByText(/^Ordering from /)).toBeVisible();
    expect(useLocationStore.getState().location?.id).toBe(LOCATION_IDS.charlotteUptown);
    const order = await getOrder(useOrderStore.getState().order?.id ?? 0);
    expect(order).toMatchObject({ location_id: LOCATION_IDS.charlotteUptown, menu_id: 100 });
  });

  it('?product= with no match shows the menu with the not-found-at-location notice', async () => {
    const memory = renderApp('/?product=pepperoni-pizza');

    await waitFor(() => expect(memory.history?.at(-1)).toBe('/menu'));
    expect(
      await screen.findByText(/the item you were looking for is not available at this location/),
    ).toBeVisible();
  });
});
