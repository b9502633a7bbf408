import { LOCATION_IDS, SKUS } from '../../../../mocks/seed/constants';
import { getLocation } from '../../../api/generated/endpoints/locations/locations';
import type { Location } from '../../../api/generated/model';
import { useLocationStore, useMenuStore } from '../../../stores';
import { createTestQueryClient } from '../../../testing/render-with-providers';
import { followDeepLinks } from './follow-deep-links';

function dependencies() {
  const replaced: string[] = [];
  const chosen: Location[] = [];
  return {
    replaced,
    chosen,
    queryClient: createTestQueryClient(),
    chooseLocation: async (location: Location) => {
      chosen.push(location);
      useLocationStore.getState().setLocation(location);
    },
    replaceWith: (path: string) => replaced.push(path),
  };
}

async function chooseLocation(id: number) {
  useLocationStore.getState().setLocation(await getLocation(id));
}

describe('SPEC §4 "Deep link ?product="', () => {
  it("opens the product when the location's menu has it", async () => {
    await chooseLocation(LOCATION_IDS.charlotteUptown);
    const deps = dependencies();

    await followDeepLinks({ product: 'chicken-supremes', store: null }, deps);

    expect(deps.replaced).toEqual([`/order/product?id=${SKUS.chickenSupremes}`]);
    expect(useMenuStore.getState()).toMatchObject({
      deeplinkProductQuery: 'chicken-supremes',
      deeplinkProduct: SKUS.chickenSupremes,
      deeplinkProductNotFoundAtLocation: false,
    });
  });

  it("flags 'not found at location' and goes to /menu when only the default menu has it", async () => {
    // Nashville sells the expansion menu, which has no Country Ham Biscuit.
    await chooseLocation(LOCATION_IDS.nashvilleGulch);
    const deps = dependencies();

    await followDeepLinks({ product: 'Country Ham Biscuit', store: null }, deps);

    expect(deps.replaced).toEqual(['/menu']);
    expect(useMenuStore.getState().deeplinkProductNotFoundAtLocation).toBe(true);
  });

  it('opens the browsing product page with no location yet (fuzzy match, edit distance ≤ 2)', async () => {
    const deps = dependencies();

    await followDeepLinks({ product: 'chiken-supreme', store: null }, deps);

    expect(deps.replaced).toEqual([`/menu/product?id=${SKUS.chickenSupremes}`]);
    expect(useMenuStore.getState().deeplinkProduct).toBe(SKUS.chickenSupremes);
  });

  it("flags 'not found at location' and goes to /menu when nothing matches", async () => {
    const deps = dependencies();

    await followDeepLinks({ product: 'pepperoni-pizza', store: null }, deps);

    expect(deps.replaced).toEqual(['/menu']);
    expect(useMenuStore.getState().deeplinkProductNotFoundAtLocation).toBe(true);
  });
});

describe('SPEC §4 "?store={id}"', () => {
  it('loads that location, chooses it and goes to /order', async () => {
    const deps = dependencies();

    await followDeepLinks({ product: null, store: String(LOCATION_IDS.charlotteUptown) }, deps);

    expect(deps.chosen.map((location) => location.id)).toEqual([LOCATION_IDS.charlotteUptown]);
    expect(deps.replaced).toEqual(['/order']);
  });

  it('then matches ?product= at that location', async () => {
    const deps = dependencies();

    await followDeepLinks(
      { product: 'country-ham-biscuit', store: String(LOCATION_IDS.nashvilleGulch) },
      deps,
    );

    expect(deps.chosen.map((location) => location.id)).toEqual([LOCATION_IDS.nashvilleGulch]);
    expect(deps.replaced).toEqual(['/menu']);
    expect(useMenuStore.getState().deeplinkProductNotFoundAtLocation).toBe(true);
  });

  it.each(['999999', 'uptown'])('sends an unknown store (%s) to /locations', async (store) => {
    const deps = dependencies();

    await followDeepLinks({ product: null, store }, deps);

    expect(deps.chosen).toEqual([]);
    expect(deps.replaced).toEqual(['/locations']);
  });
});
