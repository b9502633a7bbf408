import type { RequestHandler } from 'msw';
import type { SubmitResult } from '../../../src/api/generated/model';
import { getSubmitOrderMockHandler } from '../../../src/api/generated/endpoints/orders/orders.msw';
import { SubmitOrderBody, SubmitOrderHeader } from '../../../src/api/generated/zod/orders/orders.zod';
import { now } from '../../clock';
import { dbFor } from '../../db/context';
import type { MockDatabase, StoredOrder } from '../../db/database';
import { addMinutes, PREP_MINUTES } from '../../domain/opening-hours';
import { confirmationNumber, paymentProblem } from '../../domain/payments';
import { chargeNewCards } from '../../payments/charge-new-cards';
import { fail, memberFor, readBody, requireMember } from '../http';
import { checkErrorBody } from '../../domain/order-validation';
import { failWith } from '../../domain/validation';
import { scenarioOf } from '../../scenarios/scenario-handler';
import { checkOrderNow } from './checkout';
import { takeScheduledSlot } from './taken-slots';
import { guestRewardItemError, rewardItemsOnlyError } from '../../domain/reward-items';
import {
  findMenu,
  loadOrder,
  newGuestSecret,
  priceOrder,
  requireOpen,
  saveOrder,
  toOrder,
} from './order-store';

/**
 * Placing and paying the order, with `Idempotency-Key` replays. A member submits with their
 * token (`usertype: user`); a guest (`usertype: guest`) submits without one, paying with the
 * order's one-time payment token, and needs their contact details on the order.
 */

export const SUBMIT_MESSAGES = {
  twice: 'This order has already been submitted.',
  keyReused: 'This Idempotency-Key was already used to submit a different request.',
  vehicle: 'Please add your vehicle details for curbside pickup.',
  guestContact: 'Please add your name, e-mail and phone number.',
  guestPayment: 'Please pay with a card.',
};

function idempotencyKeyOf(request: Request): string | undefined {
  const parsed = SubmitOrderHeader.safeParse({
    'Idempotency-Key': request.headers.get('Idempotency-Key') ?? undefined,
  });
  if (!parsed.success) fail(400, 'The Idempotency-Key header must be 8 to 128 characters long.');
  return parsed.data['Idempotency-Key'];
}

function submitResult(db: MockDatabase, order: StoredOrder): SubmitResult {
  const status = db.orderStatuses.findFirst((q) => q.where({ order_id: order.id }));
  return {
    order: toOrder(order),
    confirmation: confirmationNumber(order.id),
    guest_secret: order.guest_secret,
    estimated_ready: status?.estimated_ready ?? null,
  };
}

/** Wallet offers used by the order are spent. */
async function redeemRewards(db: MockDatabase, order: StoredOrder): Promise<void> {
  for (const reward of order.rewards ?? []) {
    await db.walletOffers.update((q) => q.where({ id: reward.id }), {
      data(offer) {
        offer.status = 'redeemed';
      },
    });
  }
}

export const submitHandlers: RequestHandler[] = [
  getSubmitOrderMockHandler(async ({ request, params }) => {
    const database = dbFor(request);
    const body = await readBody(request, SubmitOrderBody);
    const { usertype, payments } = body;
    // The parsed body, fields in the schema's order: the same request always reads the same.
    const bodyFingerprint = JSON.stringify(body);
    const member = usertype === 'guest' ? memberFor(request, database) : requireMember(request, database);
    const key = idempotencyKeyOf(request);
    const { db, order } = loadOrder(request, params.id, { idempotencyKey: key });
    if (order.status === 'submitted') {
      if (key && key === order.idempotency_key) {
        if (bodyFingerprint !== order.idempotency_body) fail(422, SUBMIT_MESSAGES.keyReused);
        return submitResult(db, order);
      }
      fail(409, SUBMIT_MESSAGES.twice);
    }
    requireOpen(order, 409);
    const menu = findMenu(db, order.menu_id);
    const rewardRefusal =
      rewardItemsOnlyError(menu, order.products) ??
      (member ? undefined : guestRewardItemError(menu, order.products));
    if (rewardRefusal) failWith(422, [rewardRefusal]);
    if (!member) {
      const contact = order.handoff_details;
      if (!contact?.first_name || !contact.email || !contact.phone) fail(422, SUBMIT_MESSAGES.guestContact);
      if (payments.some((payment) => payment.token === undefined)) fail(422, SUBMIT_MESSAGES.guestPayment);
    }
    if (scenarioOf(request).slotTakenAtSubmit) await takeScheduledSlot(db, order);
    const check = checkOrderNow(db, order);
    if (check.errors.length > 0) failWith(422, checkErrorBody(check));
    if (order.handoff === 'curbside' && !order.handoff_details?.vehicle) fail(422, SUBMIT_MESSAGES.vehicle);
    const priced = priceOrder(db, { ...order, products: check.products, member_id: member?.id ?? null });
    const submittedAt = now();
    const problem = paymentProblem(payments, priced.totals.total, member, order.id, submittedAt);
    if (problem) fail(422, problem);
    // The provider charges the new cards last: a decline spends the token, as a real charge does.
    const savedCards = await chargeNewCards(payments, member, submittedAt);
    if (member && savedCards.length > 0) {
      await db.members.update((q) => q.where({ id: member.id }), {
        data(draft) {
          draft.payments = [...(draft.payments ?? []), ...savedCards];
        },
      });
    }

    const submitted: StoredOrder = {
      ...priced,
      status: 'submitted',
      submitted: submittedAt.toISOString(),
      expires: null,
      idempotency_key: key ?? null,
      idempotency_body: key ? bodyFingerprint : null,
      // A guest's placed order is reached with this secret from now on (a member's with their token).
      guest_secret: member ? null : (order.guest_secret ?? newGuestSecret()),
    };
    await saveOrder(db, submitted);
    const ready =
      order.time.mode === 'advance' && order.time.wanted
        ? order.time.wanted
        : addMinutes(submittedAt, PREP_MINUTES).toISOString();
    await db.orderStatuses.create({
      order_id: order.id,
      status: 'received',
      handoff: order.handoff,
      estimated_ready: ready,
      updated: submittedAt.toISOString(),
      is_final: false,
      arrived: false,
      tracking_url: null,
      submitted_at: submittedAt.toISOString(),
    });
    await redeemRewards(db, submitted);
    return submitResult(db, submitted);
  }),
];
