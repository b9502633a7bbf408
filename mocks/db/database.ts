import { Collection } from '@msw/data';
import * as zod from 'zod';
import { ContentCard } from '../../src/api/generated/zod/schemas/contentCard.zod';
import { EclubSubscription } from '../../src/api/generated/zod/schemas/eclubSubscription.zod';
import { EngagementEvent } from '../../src/api/generated/zod/schemas/engagementEvent.zod';
import { FavoriteOrder } from '../../src/api/generated/zod/schemas/favoriteOrder.zod';
import { FormSubmission } from '../../src/api/generated/zod/schemas/formSubmission.zod';
import { FranchiseLocationRow } from '../../src/api/generated/zod/schemas/franchiseLocationRow.zod';
import { JobResult } from '../../src/api/generated/zod/schemas/jobResult.zod';
import { Location } from '../../src/api/generated/zod/schemas/location.zod';
import { Member } from '../../src/api/generated/zod/schemas/member.zod';
import { Menu } from '../../src/api/generated/zod/schemas/menu.zod';
import { Order } from '../../src/api/generated/zod/schemas/order.zod';
import { OrderStatus } from '../../src/api/generated/zod/schemas/orderStatus.zod';
import { Upsell } from '../../src/api/generated/zod/schemas/upsell.zod';
import { WalletOffer } from '../../src/api/generated/zod/schemas/walletOffer.zod';

/**
 * The mock backend's database. Every collection that holds an API entity is built on the
 * generated zod schema of that entity (extended only with the owner keys a real backend keeps
 * beside it), so a record that breaks the contract cannot be stored. Collections marked
 * "mock-only" hold what a real backend keeps privately (credentials, coupon rules, sessions).
 */

/** Mock-only: how a seeded promo code behaves (SPEC §8 coupon outcomes). */
export const CouponRule = zod.object({
  code: zod.string().min(1).describe('Upper-case code.'),
  kind: zod.enum(['amount', 'percent', 'in_use']),
  value: zod.number().min(0).describe('Dollars off (amount) or percent off (percent).'),
  minimum_subtotal: zod.number().min(0).nullable().describe('e.g. 200 for "$200.00 Minimum Required".'),
  description: zod.string(),
  reward: zod
    .boolean()
    .optional()
    .describe("A wallet offer's code: honoured only through orders/{id}/rewards, for its owner."),
});
export type CouponRule = zod.infer<typeof CouponRule>;

/** Mock-only: a member's sign-in credentials and tokens. */
export const Credential = zod.object({
  member_id: zod.int().min(1),
  email: zod.string(),
  password: zod.string(),
});
export type Credential = zod.infer<typeof Credential>;

/** Mock-only: an issued access token (and the ordering token issued with it). */
export const Session = zod.object({
  token: zod.string().min(1),
  ordering_token: zod.string().min(1),
  member_id: zod.int().min(1),
  provider: zod.string(),
  created: zod.string(),
});
export type Session = zod.infer<typeof Session>;

/** Mock-only: a ready time other orders have filled at a location, no longer offered (ISO `time`). */
export const TakenSlot = zod.object({ location_id: zod.int().min(1), time: zod.string() });
export type TakenSlot = zod.infer<typeof TakenSlot>;

/**
 * Orders keep their owner and submission bookkeeping beside the contract's fields: the member who
 * owns it, the key and body of the submit that placed it (a replay must repeat both), and the
 * secret a guest's submitted order is reached with.
 */
export const StoredOrder = zod.object({
  ...Order.shape,
  member_id: zod.int().min(1).nullable().default(null),
  idempotency_key: zod.string().nullable().default(null),
  idempotency_body: zod.string().nullable().default(null),
  guest_secret: zod.string().nullable().default(null),
});
export type StoredOrder = zod.infer<typeof StoredOrder>;

/** The order as the contract shows it: without the backend's bookkeeping. */
export function withoutBookkeeping(stored: StoredOrder): zod.infer<typeof Order> {
  const {
    member_id: _memberId,
    idempotency_key: _key,
    idempotency_body: _body,
    guest_secret: _secret,
    ...order
  } = stored;
  return order;
}

export const StoredOrderStatus = zod.object({
  ...OrderStatus.shape,
  /** When the order was submitted (ISO); status advances with the time since. */
  submitted_at: zod.string(),
});
export type StoredOrderStatus = zod.infer<typeof StoredOrderStatus>;

export const StoredFavoriteOrder = zod.object({
  ...FavoriteOrder.shape,
  member_id: zod.int().min(1),
});
export type StoredFavoriteOrder = zod.infer<typeof StoredFavoriteOrder>;

export const StoredUpsell = zod.object({
  ...Upsell.shape,
  menu_id: zod.int().min(1),
  group: zod.string(),
});
export type StoredUpsell = zod.infer<typeof StoredUpsell>;

export const StoredContentCard = zod.object({
  ...ContentCard.shape,
  member_id: zod.int().min(1).nullable(),
  /**
   * Mock-only: a card for signed-out visitors alone ("Sign in to see offers…"), as the engagement
   * service's segments target one; absent, everyone the card is for sees it.
   */
  guests_only: zod.boolean().optional(),
  /** Mock-only: the viewers (member or device) who saw it, and who dismissed it. */
  viewed_by: zod.array(zod.string()).optional(),
  dismissed_by: zod.array(zod.string()).optional(),
});
export type StoredContentCard = zod.infer<typeof StoredContentCard>;

/** The engagement stand-in's log: who sent what, when (a guest has no member id). */
export const StoredEngagementEvent = zod.object({
  ...EngagementEvent.shape,
  id: zod.int().min(1),
  member_id: zod.int().min(1).nullable(),
  received: zod.string(),
});
export type StoredEngagementEvent = zod.infer<typeof StoredEngagementEvent>;

export const StoredFormSubmission = zod.object({
  ...FormSubmission.shape,
  id: zod.string(),
  received: zod.string(),
});
export type StoredFormSubmission = zod.infer<typeof StoredFormSubmission>;

export function createDatabase() {
  return {
    locations: new Collection({ schema: Location }),
    menus: new Collection({ schema: Menu }),
    upsells: new Collection({ schema: StoredUpsell }),
    members: new Collection({ schema: Member }),
    credentials: new Collection({ schema: Credential }),
    sessions: new Collection({ schema: Session }),
    walletOffers: new Collection({ schema: WalletOffer }),
    contentCards: new Collection({ schema: StoredContentCard }),
    engagementEvents: new Collection({ schema: StoredEngagementEvent }),
    coupons: new Collection({ schema: CouponRule }),
    takenSlots: new Collection({ schema: TakenSlot }),
    orders: new Collection({ schema: StoredOrder }),
    orderStatuses: new Collection({ schema: StoredOrderStatus }),
    favoriteOrders: new Collection({ schema: StoredFavoriteOrder }),
    jobs: new Collection({ schema: JobResult }),
    franchiseLocations: new Collection({ schema: FranchiseLocationRow }),
    formSubmissions: new Collection({ schema: StoredFormSubmission }),
    eclubSubscriptions: new Collection({ schema: EclubSubscription }),
  };
}

export type MockDatabase = ReturnType<typeof createDatabase>;

/** Empties every collection (a scenario or the dev panel then seeds again). */
/** State kept beside the collections (pending resets, sent e-mails, sign-in attempts). */
const besideCollections: Array<WeakMap<MockDatabase, unknown>> = [];

/** A map of state kept per database beside its collections, emptied with it by `clearDatabase`. */
export function perDatabase<T>(): WeakMap<MockDatabase, T> {
  const map = new WeakMap<MockDatabase, T>();
  besideCollections.push(map);
  return map;
}

export function clearDatabase(db: MockDatabase): void {
  for (const collection of Object.values(db)) collection.clear();
  for (const state of besideCollections) state.delete(db);
}
