import type { RequestHandler } from 'msw';
import type { Member, Order } from '../../../src/api/generated/model';
import {
  getAddFavoriteOrderMockHandler,
  getListFavoriteOrdersMockHandler,
  getListRecentOrdersMockHandler,
  getReorderFavoriteMockHandler,
  getReorderMockHandler,
} from '../../../src/api/generated/endpoints/orders/orders.msw';
import {
  AddFavoriteOrderBody,
  ReorderBody,
  ReorderFavoriteBody,
} from '../../../src/api/generated/zod/orders/orders.zod';
import { dbFor } from '../../db/context';
import type { MockDatabase, StoredFavoriteOrder, StoredOrder } from '../../db/database';
import { handoffAtLocation } from '../../domain/handoff';
import { transferLines } from '../../domain/order-transfer';
import { fail, readBody, requireMember } from '../http';
import {
  findMenu,
  insertOrder,
  locationOfOrder,
  locationServingMenu,
  newOpenOrder,
  toOrder,
} from './order-store';

/** The member's order history and favourites, and starting a new cart from either. */

export const NOTHING_TO_REORDER = 'None of the items of this order are available any more.';

const wasPlaced = (order: StoredOrder): boolean =>
  order.status === 'submitted' || order.status === 'cancelled';

function pastOrderOf(db: MockDatabase, member: Member, orderId: string): StoredOrder {
  const order = db.orders.findFirst((q) => q.where({ id: orderId, member_id: member.id }));
  return order && wasPlaced(order) ? order : fail(404, `No past order with id ${orderId}.`);
}

function describe(db: MockDatabase, order: StoredOrder): string {
  const items = order.products.reduce((sum, line) => sum + line.quantity, 0);
  const location = db.locations.findFirst((q) => q.where({ id: order.location_id }));
  return `${items} ${items === 1 ? 'item' : 'items'}${location ? ` from ${location.name}` : ''}`;
}

/** A new open cart at the past order's menu with the lines still on it, re-priced. */
async function reorderFrom(db: MockDatabase, member: Member, past: Order): Promise<Order> {
  const menu = findMenu(db, past.menu_id) ?? fail(404, 'The menu of this order is no longer available.');
  const location = locationServingMenu(db, menu) ?? locationOfOrder(db, past);
  const { moved } = transferLines(past.products, menu, menu);
  if (moved.length === 0) fail(422, NOTHING_TO_REORDER);
  const kept = handoffAtLocation(location, past.handoff, past.address);
  const fresh = newOpenOrder(db, { menu, location, member, handoff: kept.handoff });
  return insertOrder(db, {
    ...fresh,
    products: moved,
    address: kept.address,
    handoff_details: past.handoff_details ?? null,
    custom_fields: past.custom_fields ?? {},
  });
}

const toFavorite = ({ member_id: _memberId, ...favorite }: StoredFavoriteOrder) => favorite;

export const historyHandlers: RequestHandler[] = [
  getListRecentOrdersMockHandler(({ request }) => {
    const db = dbFor(request);
    const member = requireMember(request, db);
    return db.orders
      .findMany((q) => q.where({ member_id: member.id }))
      .filter(wasPlaced)
      .sort((a, b) => (b.submitted ?? '').localeCompare(a.submitted ?? '') || b.id.localeCompare(a.id))
      .map((order) => ({ id: order.id, description: describe(db, order), order: toOrder(order) }));
  }),

  getReorderMockHandler(async ({ request }) => {
    const db = dbFor(request);
    const member = requireMember(request, db);
    const { id } = await readBody(request, ReorderBody);
    return reorderFrom(db, member, pastOrderOf(db, member, id));
  }),

  getListFavoriteOrdersMockHandler(({ request }) => {
    const db = dbFor(request);
    const member = requireMember(request, db);
    return db.favoriteOrders.findMany((q) => q.where({ member_id: member.id })).map(toFavorite);
  }),

  getAddFavoriteOrderMockHandler(async ({ request }) => {
    const db = dbFor(request);
    const member = requireMember(request, db);
    const { id, description } = await readBody(request, AddFavoriteOrderBody);
    const order = pastOrderOf(db, member, id);
    const favorites = db.favoriteOrders.findMany((q) => q.where({ member_id: member.id }));
    if (favorites.some((favorite) => favorite.order.id === id))
      fail(409, 'This order is already a favourite.');
    const favoriteId =
      db.favoriteOrders.findMany().reduce((max, favorite) => Math.max(max, favorite.id), 0) + 1;
    const favorite = await db.favoriteOrders.create({
      id: favoriteId,
      description: description.trim(),
      order: toOrder(order),
      member_id: member.id,
    });
    return toFavorite(favorite);
  }),

  getReorderFavoriteMockHandler(async ({ request }) => {
    const db = dbFor(request);
    const member = requireMember(request, db);
    const { id } = await readBody(request, ReorderFavoriteBody);
    const favorite =
      db.favoriteOrders.findFirst((q) => q.where({ id, member_id: member.id })) ??
      fail(404, `No favourite with id ${id}.`);
    return reorderFrom(db, member, favorite.order);
  }),
];
