import type { RequestHandler } from 'msw';
import * as zod from 'zod';
import { HandoffMode } from '../../../src/api/generated/model';
import {
  getSetOrderAddressMockHandler,
  getSetOrderCustomFieldsMockHandler,
  getSetOrderHandoffMockHandler,
} from '../../../src/api/generated/endpoints/orders/orders.msw';
import { SetOrderAddressBody } from '../../../src/api/generated/zod/orders/orders.zod';
import { HandoffDetails } from '../../../src/api/generated/zod/schemas/handoffDetails.zod';
import { checkDeliveryArea, handoffUnavailableMessage, offersHandoff } from '../../domain/handoff';
import { checkHandoffDetails, vehicleCustomFields } from '../../domain/handoff-details';
import { failWith } from '../../domain/validation';
import { fail, readBody } from '../http';
import { loadOrder, locationOfOrder, requireOpen, saveOrder } from './order-store';

/** How the order is handed over: mode, delivery address, contact details and curbside vehicle. */

/**
 * The HandoffDetails shape read leniently: the generated schema's patterns would answer 400 for a
 * phone such as `(504) 555-1234`, which the provider normalises, and for each rejected field the
 * contract wants a 422 that names it.
 */
const HandoffDetailsInput = zod.object({
  fields: zod.object({
    first_name: zod.string().optional(),
    last_name: zod.string().optional(),
    email: zod.string().optional(),
    phone: zod.string().optional(),
    address: zod.string().nullish(),
    city: zod.string().nullish(),
    zip: zod.string().nullish(),
    vehicle: zod
      .object({
        make: zod.string().optional(),
        model: zod.string().optional(),
        color: zod.string().optional(),
      })
      .nullish(),
  }),
});

const isHandoffMode = (mode: unknown): mode is HandoffMode =>
  Object.values(HandoffMode).includes(mode as HandoffMode);

export const handoffHandlers: RequestHandler[] = [
  getSetOrderHandoffMockHandler(async ({ request, params }) => {
    const { db, order } = loadOrder(request, params.id);
    requireOpen(order, 422);
    const mode = params.mode;
    if (!isHandoffMode(mode)) return fail(422, `Unknown handoff mode "${String(mode)}".`);
    if (!offersHandoff(locationOfOrder(db, order), mode)) fail(422, handoffUnavailableMessage(mode));
    return saveOrder(db, {
      ...order,
      handoff: mode,
      address: mode === 'dispatch' ? (order.address ?? null) : null,
    });
  }),

  getSetOrderAddressMockHandler(async ({ request, params }) => {
    const { db, order } = loadOrder(request, params.id);
    requireOpen(order, 422);
    const { address } = await readBody(request, SetOrderAddressBody);
    const area = checkDeliveryArea(locationOfOrder(db, order), address);
    if (!area.ok) failWith(422, [{ message: area.message, field: area.field }]);
    return saveOrder(db, { ...order, handoff: 'dispatch', address });
  }),

  getSetOrderCustomFieldsMockHandler(async ({ request, params }) => {
    const { db, member, order } = loadOrder(request, params.id);
    requireOpen(order, 422);
    // A member's contact details change only with their token, never through the cart's id alone.
    if (order.member_id !== null && !member) fail(401, 'Please sign in to continue.');
    const { fields } = await readBody(request, HandoffDetailsInput);
    const checked = checkHandoffDetails(fields, order.handoff, Boolean(order.address));
    if (!checked.ok) return failWith(422, checked.errors);
    const details = HandoffDetails.parse(checked.details);
    const { Make: _make, Model: _model, Color: _color, ...otherFields } = order.custom_fields ?? {};
    return saveOrder(db, {
      ...order,
      handoff_details: details,
      custom_fields: { ...otherFields, ...vehicleCustomFields(details) },
    });
  }),
];
