import { mockBackend, server } from '../../mocks/node';
import type { SeedOptions } from '../../mocks/seed';
import { SEEDED_CART_ORDER_ID } from '../../mocks/seed/constants';
import type { Order } from '../api/generated/model';
import { chooseServerOrder } from './order-reference';
import { holdDemoMemberSession } from './signed-in-member';

/**
 * The mock backend seeded afresh with the full cart, the demo member signed in or a guest, and that
 * cart made the visitor's order; answers the order as the server has it.
 */
export async function startWithSeededCart({
  member,
  ...seed
}: SeedOptions & { member: boolean }): Promise<Order> {
  await mockBackend.reset({ cart: 'full', signedIn: member, ...seed });
  // Signed in first: the member's cart answers only with the member's token.
  if (member) holdDemoMemberSession();
  return chooseServerOrder(SEEDED_CART_ORDER_ID);
}

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
