import type { RequestHandler } from 'msw';
import {
  getGetOrderStatusMockHandler,
  getNotifyOrderArrivalMockHandler,
} from '../../../src/api/generated/endpoints/orders/orders.msw';
import { now } from '../../clock';
import type { MockDatabase } from '../../db/database';
import { currentStatus } from '../../domain/order-status';
import { fail } from '../http';
import { loadOrder } from './order-store';

/** After submission: kitchen progress (moves on with the clock) and the guest's arrival. */

const statusRecord = (db: MockDatabase, orderId: string) =>
  db.orderStatuses.findFirst((q) => q.where({ order_id: orderId })) ??
  fail(409, 'This order has not been submitted.');

export const statusHandlers: RequestHandler[] = [
  getGetOrderStatusMockHandler(({ request, params }) => {
    const { db, order } = loadOrder(request, params.id);
    return currentStatus(statusRecord(db, order.id), now());
  }),

  getNotifyOrderArrivalMockHandler(async ({ request, params }) => {
    const { db, order } = loadOrder(request, params.id);
    const record = statusRecord(db, order.id);
    if (order.handoff === 'dispatch') fail(409, 'Arrival is announced only for pickup and curbside orders.');
    const status = currentStatus(record, now());
    if (status.is_final) fail(409, `This order is already ${status.status}.`);
    await db.orderStatuses.update(record, {
      data(stored) {
        stored.arrived = true;
      },
    });
    return { ...status, arrived: true };
  }),
];
