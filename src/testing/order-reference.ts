import { getOrder } from '../api/generated/endpoints/orders/orders';
import type { Order } from '../api/generated/model';
import { useOrderStore } from '../stores';

/** What the order store keeps of an order (its reference), made just now, for tests. */
export const orderReference = (id: string) => ({
  id,
  menu_id: 100,
  location_id: 1001,
  created: new Date().toISOString(),
});

/** Reads an order from the (mock) server and makes it the visitor's order, as the visit that made it would. */
export async function chooseServerOrder(id: string): Promise<Order> {
  const order = await getOrder(id);
  useOrderStore.getState().setOrder({
    id: order.id,
    menu_id: order.menu_id,
    location_id: order.location_id,
    created: order.created,
  });
  return order;
}
