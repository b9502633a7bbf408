import { act } from '@testing-library/react';
import { LOCATION_IDS, MENU_IDS, SKUS } from '../../mocks/seed/constants';
import { getLocation } from '../api/generated/endpoints/locations/locations';
import { getMenu } from '../api/generated/endpoints/menus/menus';
import { addOrderProducts, getOrder } from '../api/generated/endpoints/orders/orders';
import { useLocationStore, useOrderStore } from '../stores';
import { renderHookWithProviders } from '../testing/render-with-providers';
import { browsingMenuId, currentMenuIdSources } from './menu-ids';
import { useChooseLocation } from './use-choose-location';

beforeEach(() => {
  (window as { dataLayer?: unknown[] }).dataLayer = [];
});
afterEach(() => {
  delete (window as { dataLayer?: unknown[] }).dataLayer;
});

async function choose(id: number) {
  const location = await getLocation(id);
  const { result } = renderHookWithProviders(() => useChooseLocation());
  let outcome: Awaited<ReturnType<typeof result.current>> | undefined;
  await act(async () => {
    outcome = await result.current(location);
  });
  return { location, outcome };
}

describe('useChooseLocation (SPEC §4)', () => {
  it('sets the location and its menu, creates an order there and reports select_location', async () => {
    const { location } = await choose(LOCATION_IDS.charlotteUptown);
    expect(useLocationStore.getState().location?.id).toBe(location.id);
    expect(browsingMenuId(currentMenuIdSources())).toBe(MENU_IDS.regular);
    expect(useOrderStore.getState().order).toMatchObject({
      location_id: location.id,
      menu_id: MENU_IDS.regular,
    });
    expect((window as { dataLayer?: unknown[] }).dataLayer).toContainEqual(
      expect.objectContaining({ event: 'select_location', location_id: location.id }),
    );
  });

  it('transfers the order to a location with another menu and names the lines that did not move', async () => {
    await choose(LOCATION_IDS.charlotteUptown);
    const orderId = useOrderStore.getState().order?.id ?? '';
    const menu = await getMenu(MENU_IDS.regular);
    const products = menu.categories.flatMap((c) => c.products);
    const ham = products.find((p) => p.sku === SKUS.countryHamBiscuit);
    const tea = products.find((p) => p.sku === SKUS.sweetTea);
    if (!ham || !tea) throw new Error('seed changed');
    await addOrderProducts(orderId, {
      products: [
        { id: ham.id, quantity: 1, choices: [] },
        { id: tea.id, quantity: 1, choices: [] },
      ],
    });

    const { outcome } = await choose(LOCATION_IDS.nashvilleGulch);

    expect(outcome?.notTransferred.map((line) => line.name)).toEqual(['Country Ham Biscuit']);
    const moved = useOrderStore.getState().order;
    expect(moved).toMatchObject({ location_id: LOCATION_IDS.nashvilleGulch, menu_id: MENU_IDS.expansion });
    const order = await getOrder(moved?.id ?? '');
    expect(order.products.map((line) => line.name)).toEqual([tea.name]);
  });

  it('keeps the order when the same location is chosen again', async () => {
    await choose(LOCATION_IDS.charlotteUptown);
    const before = useOrderStore.getState().order;
    const { outcome } = await choose(LOCATION_IDS.charlotteUptown);
    expect(useOrderStore.getState().order).toEqual(before);
    expect(outcome?.notTransferred).toEqual([]);
  });
});
