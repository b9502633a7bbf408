import type { RequestHandler } from 'msw';
import {
  getAbandonOrderMockHandler,
  getCancelOrderMockHandler,
  getCreateOrderMockHandler,
  getGetOrderMockHandler,
  getTransferOrderMockHandler,
} from '../../../src/api/generated/endpoints/orders/orders.msw';
import { CreateOrderBody, TransferOrderBody } from '../../../src/api/generated/zod/orders/orders.zod';
import { now } from '../../clock';
import { dbFor } from '../../db/context';
import { handoffAtLocation, handoffUnavailableMessage, offersHandoff } from '../../domain/handoff';
import { currentStatus } from '../../domain/order-status';
import { transferLines } from '../../domain/order-transfer';
import { wantedTimeProblem } from '../../domain/time-slots';
import { fail, memberFor, readBody } from '../http';
import {
  findMenu,
  insertOrder,
  loadOrder,
  locationServingMenu,
  newOpenOrder,
  priceOrder,
  requireOpen,
  saveOrder,
  toOrder,
} from './order-store';

/** The cart itself: create, read, abandon, cancel after submission, transfer to another menu. */
export const cartHandlers: RequestHandler[] = [
  getCreateOrderMockHandler(async ({ request }) => {
    const db = dbFor(request);
    const member = memberFor(request, db);
    const body = await readBody(request, CreateOrderBody);
    const menu = findMenu(db, body.menu_id) ?? fail(404, `No menu with id ${body.menu_id}.`);
    const location =
      locationServingMenu(db, menu, body.location_id) ??
      fail(400, 'This restaurant does not serve this menu.');
    const handoff = body.handoff ?? 'pickup';
    if (!offersHandoff(location, handoff)) fail(400, handoffUnavailableMessage(handoff));
    return insertOrder(db, newOpenOrder(db, { menu, location, member, handoff }));
  }),

  getGetOrderMockHandler(({ request, params }) => {
    const { db, order } = loadOrder(request, params.id);
    return toOrder(priceOrder(db, order));
  }),

  getAbandonOrderMockHandler(async ({ request, params }) => {
    const { db, order } = loadOrder(request, params.id);
    if (order.status === 'submitted' || order.status === 'cancelled') {
      fail(409, 'A submitted order cannot be abandoned.');
    }
    await saveOrder(db, { ...order, status: 'abandoned' });
    return { success: true };
  }),

  getCancelOrderMockHandler(async ({ request, params }) => {
    const { db, order } = loadOrder(request, params.id);
    const record = db.orderStatuses.findFirst((q) => q.where({ order_id: order.id }));
    if (order.status !== 'submitted' || !record) fail(409, 'Only a submitted order can be cancelled.');
    if (currentStatus(record, now()).is_final) fail(409, 'This order can no longer be cancelled.');
    await db.orderStatuses.update(record, {
      data(status) {
        Object.assign(status, { status: 'cancelled', is_final: true, updated: now().toISOString() });
      },
    });
    return saveOrder(db, { ...order, status: 'cancelled' });
  }),

  getTransferOrderMockHandler(async ({ request, params }) => {
    const { db, member, order } = loadOrder(request, params.id);
    requireOpen(order, 409);
    const body = await readBody(request, TransferOrderBody);
    const target = findMenu(db, body.menu_id) ?? fail(404, `No menu with id ${body.menu_id}.`);
    if (target.id === order.menu_id && (body.location_id ?? order.location_id) === order.location_id)
      return { order: toOrder(priceOrder(db, order)), not_transferred: [] };
    const location =
      locationServingMenu(db, target, body.location_id) ??
      fail(400, 'This restaurant does not serve this menu.');
    const { moved, notTransferred } = transferLines(order.products, findMenu(db, order.menu_id), target);
    const kept = handoffAtLocation(location, order.handoff, order.address);
    const keepsTime =
      order.time.mode === 'advance' &&
      order.time.wanted &&
      !wantedTimeProblem(location, new Date(order.time.wanted), now());
    const fresh = newOpenOrder(db, { menu: target, location, member, handoff: kept.handoff });
    const transferred = await insertOrder(db, {
      ...fresh,
      member_id: order.member_id,
      address: kept.address,
      time: keepsTime ? { ...order.time } : fresh.time,
      products: moved,
      coupon: order.coupon,
      rewards: order.rewards,
      donations: order.donations,
      totals: { ...fresh.totals, tip: order.totals.tip },
      handoff_details: order.handoff_details,
      custom_fields: order.custom_fields,
    });
    // The cart moves to a new order id (as the ordering provider does); the old one is closed.
    await saveOrder(db, { ...order, status: 'abandoned' });
    return { order: transferred, not_transferred: notTransferred };
  }),
];
