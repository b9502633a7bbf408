import type { RequestHandler } from 'msw';
import {
  getDeleteOrderTimeMockHandler,
  getSetOrderTimeMockHandler,
  getSetOrderTipMockHandler,
} from '../../../src/api/generated/endpoints/orders/orders.msw';
import { SetOrderTimeBody, SetOrderTipBody } from '../../../src/api/generated/zod/orders/orders.zod';
import { now } from '../../clock';
import { LEAD_MESSAGES, leadMinutesFor } from '../../domain/catering-lead';
import { isAfterCutoffProduct } from '../../domain/menu-catalog';
import { roundCents } from '../../domain/money';
import { asapReadyTime } from '../../domain/opening-hours';
import { VALIDATION_MESSAGES } from '../../domain/order-validation';
import { wantedTimeProblem } from '../../domain/time-slots';
import { failWith } from '../../domain/validation';
import { readBody } from '../http';
import { takenTimesAt } from './taken-slots';
import { loadOrder, locationOfOrder, requireOpen, saveOrder } from './order-store';

/** When the order is ready (ASAP or a scheduled slot) and the tip. */
export const timeHandlers: RequestHandler[] = [
  getSetOrderTimeMockHandler(async ({ request, params }) => {
    const { db, order } = loadOrder(request, params.id);
    requireOpen(order, 422);
    const { time } = await readBody(request, SetOrderTimeBody);
    const wanted = new Date(time);
    const cutoff = order.products.some((line) => isAfterCutoffProduct(line.name));
    const taken = takenTimesAt(db, order.location_id);
    const location = locationOfOrder(db, order);
    const leadMinutes = leadMinutesFor(location, order.channel);
    const problem = wantedTimeProblem(location, wanted, now(), { cutoff, taken, leadMinutes });
    if (problem) failWith(422, [{ message: problem, field: 'time' }]);
    return saveOrder(db, {
      ...order,
      time: { ...order.time, mode: 'advance', wanted: wanted.toISOString() },
    });
  }),

  getDeleteOrderTimeMockHandler(async ({ request, params }) => {
    const { db, order } = loadOrder(request, params.id);
    requireOpen(order, 422);
    const location = locationOfOrder(db, order);
    const leadMinutes = leadMinutesFor(location, order.channel);
    if (leadMinutes > 0) failWith(422, [{ message: LEAD_MESSAGES.asap(leadMinutes), field: 'time' }]);
    if (!asapReadyTime(location, now()))
      failWith(422, [{ message: VALIDATION_MESSAGES.closedNow, field: 'time' }]);
    return saveOrder(db, { ...order, time: { ...order.time, mode: 'asap', wanted: null } });
  }),

  getSetOrderTipMockHandler(async ({ request, params }) => {
    const { db, order } = loadOrder(request, params.id);
    requireOpen(order, 422);
    const { amount } = await readBody(request, SetOrderTipBody);
    return saveOrder(db, { ...order, totals: { ...order.totals, tip: roundCents(amount) } });
  }),
];
