import type { RequestHandler } from 'msw';
import {
  getCreateOrderPaymentTokenMockHandler,
  getTrackOrderMockHandler,
  getValidateOrderMockHandler,
} from '../../../src/api/generated/endpoints/orders/orders.msw';
import { TrackOrderBody } from '../../../src/api/generated/zod/orders/orders.zod';
import { now } from '../../clock';
import type { MockDatabase, StoredOrder } from '../../db/database';
import { checkErrorBody, checkOrder, type OrderCheck } from '../../domain/order-validation';
import { failWith } from '../../domain/validation';
import { cardVault } from '../../payments/card-vault';
import { readBody } from '../http';
import { takenTimesAt } from './taken-slots';
import { couponRulesOf, findMenu, loadOrder, locationOfOrder, requireOpen, saveOrder } from './order-store';

/** What stands between the stored order and its submission right now. */
export const checkOrderNow = (db: MockDatabase, order: StoredOrder): OrderCheck =>
  checkOrder({
    order,
    location: locationOfOrder(db, order),
    menu: findMenu(db, order.menu_id),
    couponRules: couponRulesOf(db),
    now: now(),
    taken: takenTimesAt(db, order.location_id),
  });

/** Checking the cart before checkout, the card token for a new card, and checkout analytics. */
export const checkoutHandlers: RequestHandler[] = [
  getValidateOrderMockHandler(async ({ request, params }) => {
    const { db, order } = loadOrder(request, params.id);
    requireOpen(order, 409);
    const check = checkOrderNow(db, order);
    if (check.errors.length > 0) failWith(422, checkErrorBody(check));
    const repriced = await saveOrder(db, { ...order, products: check.products });
    return { valid: true, order: repriced, warnings: check.warnings };
  }),

  getCreateOrderPaymentTokenMockHandler(async ({ request, params }) => {
    const { order } = loadOrder(request, params.id);
    requireOpen(order, 409);
    // The provider issues the token, so its vault binds only tokens the API asked for.
    return cardVault().issue(order.id, now());
  }),

  getTrackOrderMockHandler(async ({ request, params }) => {
    loadOrder(request, params.id);
    await readBody(request, TrackOrderBody);
    return { success: true };
  }),
];
