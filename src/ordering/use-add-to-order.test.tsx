import { act } from '@testing-library/react';
import { LOCATION_IDS, SKUS } from '../../mocks/seed/constants';
import { getLocation } from '../api/generated/endpoints/locations/locations';
import { getMenu } from '../api/generated/endpoints/menus/menus';
import { getGetOrderQueryKey } from '../api/generated/endpoints/orders/orders';
import { useLocationStore, useOrderStore, useUiStore } from '../stores';
import { renderHookWithProviders } from '../testing/render-with-providers';
import { NoLocationError, useAddToOrder } from './use-add-to-order';

async function chooseUptown() {
  const location = await getLocation(LOCATION_IDS.charlotteUptown);
  useLocationStore.getState().setLocation(location);
  const menu = await getMenu(location.menu_id);
  const tea = menu.categories.flatMap((c) => c.products).find((p) => p.sku === SKUS.sweetTea);
  if (!tea) throw new Error('seed has no sweet tea');
  return { location, tea };
}

describe('useAddToOrder (SPEC §4: adding to an order with none creates one first)', () => {
  it('creates the order at the chosen location, adds the line and caches the order', async () => {
    const { location, tea } = await chooseUptown();
    const { result, queryClient } = renderHookWithProviders(() => useAddToOrder());
    let order: Awaited<ReturnType<typeof result.current.addToOrder>> | undefined;
    await act(async () => {
      order = await result.current.addToOrder([{ id: tea.id, quantity: 2, choices: [] }]);
    });
    expect(order?.location_id).toBe(location.id);
    expect(order?.products).toEqual([expect.objectContaining({ product_id: tea.id, quantity: 2 })]);
    expect(useOrderStore.getState().order?.id).toBe(order?.id);
    expect(queryClient.getQueryData(getGetOrderQueryKey(order?.id ?? ''))).toEqual(order);
  });

  it('adds once when asked twice at the same time (double click)', async () => {
    const { tea } = await chooseUptown();
    const { result } = renderHookWithProviders(() => useAddToOrder());
    let orders: unknown[] = [];
    await act(async () => {
      const line = [{ id: tea.id, quantity: 1, choices: [] }];
      orders = await Promise.all([result.current.addToOrder(line), result.current.addToOrder(line)]);
    });
    expect(orders[0]).toBe(orders[1]);
    expect(orders[0]).toMatchObject({ products: [expect.objectContaining({ quantity: 1 })] });
  });

  it('bounces the cart once per add that succeeds, and not for one that fails', async () => {
    const { tea } = await chooseUptown();
    const { result } = renderHookWithProviders(() => useAddToOrder());
    const before = useUiStore.getState().cartBounces;
    await act(async () => {
      await result.current.addToOrder([{ id: tea.id, quantity: 1, choices: [] }]);
    });
    expect(useUiStore.getState().cartBounces).toBe(before + 1);

    useLocationStore.getState().clearLocation();
    useOrderStore.getState().clearOrder();
    await act(async () => {
      await result.current.addToOrder([{ id: tea.id, quantity: 1, choices: [] }]).catch(() => undefined);
    });
    expect(useUiStore.getState().cartBounces).toBe(before + 1);
  });

  it('refuses to add without a chosen location', async () => {
    const { result } = renderHookWithProviders(() => useAddToOrder());
    await expect(result.current.addToOrder([{ id: 1, quantity: 1, choices: [] }])).rejects.toBeInstanceOf(
      NoLocationError,
    );
  });
});
