import type { ErrorMessage, Location, Menu, Order, OrderProductLine } from '../../src/api/generated/model';
import type { CouponRule } from '../db/database';
import { LEAD_MESSAGES, leadMinutesFor } from './catering-lead';
import { couponRejection, findCouponRule } from './coupons';
import { checkDeliveryArea, handoffUnavailableMessage, offersHandoff } from './handoff';
import { DAYPART_CUTOFF_MINUTES, findMenuProduct, isAfterCutoffProduct } from './menu-catalog';
import { formatUsd, sumCents } from './money';
import { computeTotals } from './order-totals';
import { buildLine, lineRequestOf } from './order-lines';
import { asapReadyTime, localClock, timeZoneOf } from './opening-hours';
import { wantedTimeProblem, type TakenTimes } from './time-slots';

/** SPEC §5: catering delivery needs a cart total of at least this much (what the guest pays). */
export const CATERING_DELIVERY_MINIMUM = 150;

export const VALIDATION_MESSAGES = {
  empty: 'Your cart is empty. Add an item to place an order.',
  closedNow: 'The restaurant is closed right now. Please schedule your order for later.',
  noAddress: 'Please add a delivery address.',
  cateringMinimum: `Catering delivery orders must be at least ${formatUsd(CATERING_DELIVERY_MINIMUM)}.`,
  notOnMenu: (name: string) => `"${name}" is no longer on the menu.`,
  unavailableNow: (name: string) =>
    `"${name}" is not available right now. You can schedule your order for later.`,
  cutoffAsap: (name: string) =>
    `"${name}" is available from 10:30 AM. Please schedule your order for 10:30 AM or later.`,
  priceChanged: (name: string, price: number) => `The price of "${name}" is now ${formatUsd(price)}.`,
};

export interface OrderCheckContext {
  order: Order;
  location: Location;
  menu: Menu | undefined;
  couponRules: readonly CouponRule[];
  now: Date;
  /** Ready times other orders have filled at the location. */
  taken?: TakenTimes;
}

export interface OrderCheck {
  /** Blocking problems: the order cannot be submitted. */
  errors: string[];
  /** Notes the guest should see (price changes, a coupon that no longer applies). */
  warnings: string[];
  /** The lines re-priced at the current menu. */
  products: OrderProductLine[];
  /** The one of `errors` that is about the order's time: the client asks for a new time. */
  timeError?: string;
}

const repriceLines = (ctx: OrderCheckContext, check: OrderCheck): void => {
  const asap = ctx.order.time.mode === 'asap';
  for (const line of ctx.order.products) {
    const product = ctx.menu && findMenuProduct(ctx.menu, line.product_id);
    const rebuilt = product ? buildLine(product, lineRequestOf(line), line.id) : undefined;
    if (!product || !rebuilt) check.errors.push(VALIDATION_MESSAGES.notOnMenu(line.name));
    else if (!rebuilt.ok) check.errors.push(rebuilt.message);
    else {
      if (rebuilt.line.cost.base !== line.cost.base) {
        check.warnings.push(VALIDATION_MESSAGES.priceChanged(line.name, rebuilt.line.cost.base));
      }
      if (asap && !product.availability.now) check.errors.push(VALIDATION_MESSAGES.unavailableNow(line.name));
      check.products.push(rebuilt.line);
      continue;
    }
    check.products.push(line);
  }
};

const timeProblem = (check: OrderCheck, message: string): void => {
  check.errors.push(message);
  check.timeError = message;
};

const checkTime = ({ order, location, now, taken }: OrderCheckContext, check: OrderCheck): void => {
  const cutoffLine = order.products.find((line) => isAfterCutoffProduct(line.name));
  const leadMinutes = leadMinutesFor(location, order.channel);
  if (order.time.mode === 'advance' && order.time.wanted) {
    const problem = wantedTimeProblem(location, new Date(order.time.wanted), now, {
      cutoff: Boolean(cutoffLine),
      taken,
      leadMinutes,
    });
    if (problem) timeProblem(check, problem);
    return;
  }
  if (leadMinutes > 0) {
    timeProblem(check, LEAD_MESSAGES.asap(leadMinutes));
    return;
  }
  const ready = asapReadyTime(location, now);
  if (!ready) timeProblem(check, VALIDATION_MESSAGES.closedNow);
  else if (cutoffLine && localClock(ready, timeZoneOf(location)).minutes < DAYPART_CUTOFF_MINUTES) {
    check.errors.push(VALIDATION_MESSAGES.cutoffAsap(cutoffLine.name));
  }
};

const checkHandoff = ({ order, location }: OrderCheckContext, check: OrderCheck, total: number): void => {
  if (!offersHandoff(location, order.handoff)) {
    check.errors.push(handoffUnavailableMessage(order.handoff));
    return;
  }
  if (order.handoff !== 'dispatch') return;
  if (!order.address) check.errors.push(VALIDATION_MESSAGES.noAddress);
  else {
    const area = checkDeliveryArea(location, order.address);
    if (!area.ok) check.errors.push(area.message);
  }
  if (order.channel === 'catering' && total < CATERING_DELIVERY_MINIMUM) {
    check.errors.push(VALIDATION_MESSAGES.cateringMinimum);
  }
};

/** The check's errors as the 422 body: the time problem, if any, names the field `time`. */
export const checkErrorBody = (check: OrderCheck): ErrorMessage[] =>
  check.errors.map((message) => (message === check.timeError ? { message, field: 'time' } : { message }));

/** What stands between the order and its submission, at the clock's `now`. */
export function checkOrder(ctx: OrderCheckContext): OrderCheck {
  const check: OrderCheck = { errors: [], warnings: [], products: [] };
  if (ctx.order.products.length === 0) check.errors.push(VALIDATION_MESSAGES.empty);
  repriceLines(ctx, check);
  const subtotal = sumCents(check.products.map((line) => line.cost.total));
  checkTime(ctx, check);
  const { total } = computeTotals(
    { ...ctx.order, products: check.products },
    ctx.location,
    ctx.couponRules,
  ).totals;
  checkHandoff(ctx, check, total);
  if (ctx.order.coupon) {
    const rejection = couponRejection(findCouponRule(ctx.couponRules, ctx.order.coupon.couponcode), subtotal);
    if (rejection) check.warnings.push(rejection);
  }
  return check;
}
