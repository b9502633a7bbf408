import type { RequestHandler } from 'msw';
import { getSetOrderDonationsMockHandler } from '../../src/api/generated/endpoints/donations/donations.msw';
import { SetOrderDonationsBody } from '../../src/api/generated/zod/donations/donations.zod';
import { donationAmountMessage, findCampaign, isAcceptedDonation, withDonation } from '../domain/donations';
import { fail, readBody } from './http';
import { loadOrder, requireOpen, saveOrder } from './orders/order-store';

/** Round-up donations on the cart (v2 carts API): set a campaign's amount, 0 removes it. */
export const donationsHandlers: RequestHandler[] = [
  getSetOrderDonationsMockHandler(async ({ request, params }) => {
    const { db, order } = loadOrder(request, params.orderId);
    requireOpen(order, 422);
    const { id, amount } = await readBody(request, SetOrderDonationsBody);
    if (!findCampaign(id)) fail(404, `No donation campaign with id ${id}.`);
    if (!isAcceptedDonation(amount)) fail(422, donationAmountMessage);
    return saveOrder(db, { ...order, donations: withDonation(order.donations ?? [], id, amount) });
  }),
];
