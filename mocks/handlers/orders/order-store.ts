import type { Location, Member, Menu, Order, OrderBilling } from '../../../src/api/generated/model';
import { now } from '../../clock';
import { dbFor } from '../../db/context';
import { withoutBookkeeping, type MockDatabase, type StoredOrder } from '../../db/database';
import { isCateringMenu, servesMenu } from '../../domain/menu-catalog';
import { asapUnavailable, earliestReadyTime } from '../../domain/opening-hours';
import { computeTotals } from '../../domain/order-totals';
import { fail, memberFor } from '../http';

/** Reading and writing orders: every write re-prices the order, so totals are never stale. */

const DAY_MS = 24 * 60 * 60 * 1000;

// Stored menus passed the generated zod schema, which describes option groups only two levels deep
// (deeper ones are `unknown`); the generated Menu type is the recursive truth.
export const allMenus = (db: MockDatabase): Menu[] => db.menus.findMany() as Menu[];

export const findMenu = (db: MockDatabase, menuId: number): Menu | undefined =>
  db.menus.findFirst((q) => q.where({ id: menuId })) as Menu | undefined;

/** The location whose default or catering menu this is (else the menu's own `location_id`). */
export function locationServingMenu(db: MockDatabase, menu: Menu, locationId?: number): Location | undefined {
  if (locationId !== undefined) {
    const chosen = db.locations.findFirst((q) => q.where({ id: locationId }));
    return chosen && servesMenu(chosen, menu.id) ? chosen : undefined;
  }
  return (
    db.locations.findFirst((q) => q.where((location) => servesMenu(location, menu.id))) ??
    (menu.location_id ? db.locations.findFirst((q) => q.where({ id: menu.location_id })) : undefined)
  );
}

export function locationOfOrder(db: MockDatabase, order: Pick<Order, 'location_id'>): Location {
  return (
    db.locations.findFirst((q) => q.where({ id: order.location_id })) ??
    fail(404, 'The restaurant of this order no longer exists.')
  );
}

/** The member's saved credit cards, as the order's billing scheme. */
export function billingFor(member: Member | undefined): OrderBilling {
  const cards = (member?.payments ?? []).filter((payment) => payment.account.type === 'creditcard');
  return {
    type: 'creditcard',
    accounts: cards.map(({ account, default: isDefault }) => ({
      id: account.id,
      ...(account.cardtype ? { cardtype: account.cardtype } : {}),
      ...(account.cardsuffix ? { cardsuffix: account.cardsuffix } : {}),
      expiration: account.expiration ?? null,
      default: isDefault,
    })),
  };
}

/** The order as the API answers it: without the backend's bookkeeping. */
export const toOrder = (stored: StoredOrder): Order => withoutBookkeeping(stored);

/** The order with its money, ready time and billing computed now. */
export function priceOrder(db: MockDatabase, order: StoredOrder): StoredOrder {
  if (order.status !== 'open') return order;
  const location = locationOfOrder(db, order);
  const member = order.member_id
    ? db.members.findFirst((q) => q.where({ id: order.member_id ?? 0 }))
    : undefined;
  return {
    ...order,
    ...computeTotals(order, location, db.coupons.findMany()),
    time: {
      ...order.time,
      earliest: earliestReadyTime(location, now()).toISOString(),
      asap_unavailable: asapUnavailable(location, now()),
    },
    billing: billingFor(member),
  };
}

/** Writes the order back, re-priced; answers the order as the API shows it. */
export async function saveOrder(db: MockDatabase, order: StoredOrder): Promise<Order> {
  const next = priceOrder(db, order);
  await db.orders.update((q) => q.where({ id: order.id }), {
    data(record) {
      Object.assign(record, next);
    },
  });
  return toOrder(next);
}

export async function insertOrder(db: MockDatabase, order: StoredOrder): Promise<Order> {
  const next = priceOrder(db, order);
  await db.orders.create(next);
  return toOrder(next);
}

interface NewOrder {
  menu: Menu;
  location: Location;
  member: Member | undefined;
  handoff?: Order['handoff'];
}

/** An empty open cart for the menu, ASAP, expiring one day after creation. */
export function newOpenOrder(
  db: MockDatabase,
  { menu, location, member, handoff = 'pickup' }: NewOrder,
): StoredOrder {
  const created = now();
  return {
    id: crypto.randomUUID(),
    menu_id: menu.id,
    location_id: location.id,
    channel: isCateringMenu(menu, location) ? 'catering' : 'default',
    handoff,
    address: null,
    time: { mode: 'asap', wanted: null, earliest: earliestReadyTime(location, created).toISOString() },
    products: [],
    taxes: [],
    totals: { subtotal: 0, discount: 0, handoff: 0, fees: 0, tax: 0, tip: 0, donations: 0, total: 0 },
    coupon: null,
    discounts: [],
    donations: [],
    rewards: [],
    custom_fields: {},
    handoff_details: null,
    billing: billingFor(member),
    status: 'open',
    created: created.toISOString(),
    expires: new Date(created.getTime() + DAY_MS).toISOString(),
    submitted: null,
    member_id: member?.id ?? null,
    idempotency_key: null,
    idempotency_body: null,
    guest_secret: null,
  };
}

export interface LoadedOrder {
  db: MockDatabase;
  member: Member | undefined;
  /** A copy: change it, then `saveOrder`. */
  order: StoredOrder;
}

/** The header a guest's submitted order is reached with (`SubmitResult.guest_secret`). */
export const ORDER_SECRET_HEADER = 'X-Order-Secret';

/** A new guest secret: as unguessable as the order id, and never derived from it. */
export const newGuestSecret = (): string => `gs_${crypto.randomUUID().replace(/-/g, '')}`;

interface Caller {
  member: Member | undefined;
  secret: string | undefined;
  /** The submit's `Idempotency-Key`: a replay of the submit that placed the order reaches it. */
  idempotencyKey?: string | undefined;
}

/**
 * Whether this request may reach the order. A guest's cart with its id alone (the UUID is its
 * key) until it is submitted; from then on only with its guest secret, or by repeating the submit
 * that placed it. A member's order with that member's token, and while it is an open cart also
 * without any token, so a member signed out by a revoked session keeps the cart as a guest
 * (SPEC §8); another member's token never reaches it. A member's token neither claims nor is
 * refused a guest cart: the cart becomes the member's when they submit it.
 */
function isReachableBy(order: StoredOrder, { member, secret, idempotencyKey }: Caller): boolean {
  if (order.member_id === null) {
    if (order.submitted === null) return true;
    const keyReplays = idempotencyKey !== undefined && idempotencyKey === order.idempotency_key;
    return keyReplays || (order.guest_secret !== null && secret === order.guest_secret);
  }
  return order.member_id === member?.id || (order.status === 'open' && member === undefined);
}

/** The path's order id: anything but a UUID names no order (404, as an unknown one). */
function orderIdParam(value: string | readonly string[] | undefined): string {
  const text = String(Array.isArray(value) ? value[0] : value).toLowerCase();
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(text)
    ? text
    : fail(404, `No order with id ${text}.`);
}

/**
 * The order named by the path for this request (404 when unknown or its cart expired). An invalid
 * token answers 401. Someone else's order answers the same 404 as an unknown one, so a stranger
 * learns nothing of its existence.
 */
export function loadOrder(
  request: Request,
  id: string | readonly string[] | undefined,
  options: { idempotencyKey?: string | undefined } = {},
): LoadedOrder {
  const db = dbFor(request);
  const member = memberFor(request, db);
  const secret = request.headers.get(ORDER_SECRET_HEADER) ?? undefined;
  const orderId = orderIdParam(id);
  const found = db.orders.findFirst((q) => q.where({ id: orderId }));
  const reachable = found && isReachableBy(found, { member, secret, ...options });
  const stored = reachable ? found : fail(404, `No order with id ${orderId}.`);
  if (stored.status === 'open' && stored.expires && new Date(stored.expires) < now()) {
    fail(404, 'This cart has expired. Please start a new order.');
  }
  return { db, member, order: structuredClone(stored) };
}

const CLOSED_MESSAGES: Record<Exclude<Order['status'], 'open'>, string> = {
  submitted: 'This order has already been submitted and can no longer be changed.',
  cancelled: 'This order was cancelled and can no longer be changed.',
  abandoned: 'This order was abandoned. Please start a new order.',
};

/** Ends the request unless the order is an open cart; `status` is what the operation's contract lists. */
export function requireOpen(order: Order, status: 400 | 404 | 409 | 422): void {
  if (order.status !== 'open') fail(status, CLOSED_MESSAGES[order.status]);
}

export const couponRulesOf = (db: MockDatabase) => db.coupons.findMany();
