import { mockBackend, server } from '../../mocks/node';
import { SEEDED_CART_ORDER_ID } from '../../mocks/seed/constants';

/** Turns the seeded cart (a pickup order) into a delivery order in the mock database. */
export async function makeSeededCartADelivery(): Promise<void> {
  await mockBackend.db.orders.update((q) => q.where({ id: SEEDED_CART_ORDER_ID }), {
    data(order) {
      order.handoff = 'dispatch';
    },
  });
}

/** The paths of the handoff changes the mock backend receives from now on, in order. */
export function watchHandoffCalls(): string[] {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'PUT' && request.url.includes('/handoff/'))
      calls.push(new URL(request.url).pathname);
  });
  return calls;
}
