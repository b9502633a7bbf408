import type { MockDatabase } from '../db/database';
import { now } from '../clock';
import { buildSeededCart } from './cart';
import { DEMO_ACCESS_TOKEN, DEMO_MEMBER, DEMO_ORDERING_TOKEN, ORDERING_PROVIDER } from './constants';
import { buildContentCards } from './content-cards';
import { buildCouponRules } from './coupons';
import { buildFranchiseLocations, buildJobs } from './jobs';
import { buildLocations } from './locations';
import { buildMembers } from './members';
import { buildMenus } from './menus';
import { buildWalletOffers } from './offers';
import { buildPastOrders } from './past-orders';
import { createSeedFaker } from './seed-faker';
import { buildUpsells } from './upsells';

export * from './constants';
export { COUPON_CODES, WALLET_OFFER_CODES } from './coupons';
export { SEEDED_LOCATION_IDS } from './locations';
export { DEMO_ADDRESSES, DEMO_HOME_ADDRESS, DEMO_PAYMENTS, NEWCOMER_PASSWORD } from './members';
export { findProductBySku, menuProducts } from './menus';

/** What a scenario asks of the seed on top of the base data (locations, menus, members, coupons…). */
export interface SeedOptions {
  /** Sign the demo member in: a session with DEMO_ACCESS_TOKEN exists. */
  signedIn?: boolean;
  /** Start with an order (cart) holding several lines at the first location. */
  cart?: 'empty' | 'full';
  /** The cart (if any) is for the catering menu. */
  channel?: 'default' | 'catering';
}

/** Creates records one by one, in order, so that every seed lists them in the same order. */
async function createAll<Value>(collection: { create(value: Value): Promise<unknown> }, records: Value[]) {
  for (const record of records) await collection.create(record);
}

/**
 * Fills an empty database with the deterministic seed: the same records on every run (fixed faker
 * seed), with times relative to the mock clock's `now()`. Records are built in memory first, then
 * stored; each `create` validates against the contract's zod schema.
 */
export async function seedDatabase(db: MockDatabase, options: SeedOptions = {}): Promise<void> {
  const faker = createSeedFaker();
  const seededAt = now();

  const locations = buildLocations(faker);
  const menus = buildMenus();
  const { members, credentials } = buildMembers(faker);
  const jobs = buildJobs(locations, faker);
  const pastOrders = buildPastOrders(seededAt, locations, menus);

  // The catalogue is the same for every seed and no handler writes it: a runtime may hand in a
  // database whose catalogue is already filled (the mock server shares one), and it is kept.
  if (db.locations.count() === 0) {
    await createAll(db.locations, locations);
    await createAll(db.menus, menus);
    await createAll(db.upsells, buildUpsells(menus));
    await createAll(db.jobs, jobs);
    await createAll(db.franchiseLocations, buildFranchiseLocations(locations));
  }
  await createAll(db.coupons, buildCouponRules());
  await createAll(db.members, members);
  await createAll(db.credentials, credentials);
  await createAll(db.walletOffers, buildWalletOffers(seededAt));
  await createAll(db.contentCards, buildContentCards(seededAt));
  await createAll(db.orders, pastOrders.orders);
  await createAll(db.orderStatuses, pastOrders.statuses);
  await createAll(db.favoriteOrders, pastOrders.favorites);

  const signedIn = options.signedIn ?? false;
  if (signedIn) {
    await db.sessions.create({
      token: DEMO_ACCESS_TOKEN,
      ordering_token: DEMO_ORDERING_TOKEN,
      member_id: DEMO_MEMBER.id,
      provider: ORDERING_PROVIDER,
      created: seededAt.toISOString(),
    });
  }
  if (options.cart === 'full') {
    const channel = options.channel ?? 'default';
    await db.orders.create(buildSeededCart(seededAt, locations, menus, { channel, signedIn }));
  }
}
