import { waitFor } from '@testing-library/react';
import { Suspense, use, type ReactNode } from 'react';
import { createOrder, getGetOrderQueryKey } from '../api/generated/endpoints/orders/orders';
import { server } from '../../mocks/node';
import { LOCATION_IDS, MENU_IDS } from '../../mocks/seed/constants';
import { useOrderStore } from '../stores';
import { orderReference } from '../testing/order-reference';
import { renderWithProviders } from '../testing/render-with-providers';
import { CurrentOrderPrefetch } from './current-order-prefetch';
import { useCurrentOrder } from './use-current-order';

describe('CurrentOrderPrefetch', () => {
  /** The paths of the order calls made from now on. */
  function watchOrderCalls(): string[] {
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const { pathname } = new URL(request.url);
      if (/\/orders\/\d+$/.test(pathname)) calls.push(pathname);
    });
    return calls;
  }

  /** A page whose code never arrives: the render that holds it never reaches the screen. */
  const pageCode = new Promise<never>(() => undefined);
  function PageStillLoading(): ReactNode {
    return use(pageCode);
  }

  function renderBeforeThePageArrives() {
    renderWithProviders(
      <Suspense fallback={null}>
        <CurrentOrderPrefetch />
        <CurrentOrderPrefetch />
        <PageStillLoading />
      </Suspense>,
    );
  }

  it('asks for the stored order once, during a render that has not reached the screen', async () => {
    useOrderStore.getState().setOrder(orderReference(900_001));
    const calls = watchOrderCalls();
    renderBeforeThePageArrives();
    await waitFor(() => expect(calls).toEqual([expect.stringMatching(/\/orders\/900001$/)]));
  });

  it('asks for nothing without an order reference', async () => {
    const calls = watchOrderCalls();
    renderBeforeThePageArrives();
    // Another call that is answered shows the mock server has had time to see any order call.
    await createOrder({ menu_id: MENU_IDS.regular, location_id: LOCATION_IDS.charlotteUptown });
    expect(calls).toEqual([]);
  });

  it('asks once for an order the server no longer knows, though the header mounts after the answer', async () => {
    useOrderStore.getState().setOrder(orderReference(900_002));
    const calls = watchOrderCalls();
    function Header() {
      useCurrentOrder();
      return null;
    }
    const { rerender, queryClient } = renderWithProviders(<CurrentOrderPrefetch />);
    await waitFor(() =>
      expect(queryClient.getQueryState(getGetOrderQueryKey(900_002))?.status).toBe('error'),
    );

    rerender(
      <>
        <CurrentOrderPrefetch />
        <Header />
      </>,
    );
    await waitFor(() => expect(useOrderStore.getState().order).toBeNull());
    // Another call that is answered shows the mock server has had time to see any order call.
    await createOrder({ menu_id: MENU_IDS.regular, location_id: LOCATION_IDS.charlotteUptown });
    expect(calls).toEqual([expect.stringMatching(/\/orders\/900002$/)]);
  });
});
