import type { Menu, OptionGroup, OrderProductLine } from '../../src/api/generated/model';
import { pinClock } from '../clock';
import { createDatabase, type MockDatabase, type StoredOrder } from '../db/database';
import {
  DEMO_ACCESS_TOKEN,
  DEMO_MEMBER,
  FIRST_LOCATION_ID,
  MENU_IDS,
  OTHER_MEMBER,
  PAST_ORDER_IDS,
  SEEDED_CART_ORDER_ID,
  menuProducts,
  seedDatabase,
  type SeedOptions,
} from './index';

const NOW = '2026-03-10T14:00:00.000Z';
const START_OF_TODAY = Date.parse('2026-03-10T00:00:00.000Z');
const cents = (dollars: number) => Math.round(dollars * 100);

async function seeded(options: SeedOptions = {}): Promise<MockDatabase> {
  const db = createDatabase();
  await seedDatabase(db, options);
  return db;
}

beforeEach(() => pinClock(NOW));

function expectDefined<Value>(value: Value | null | undefined, what = 'value'): Value {
  if (value === undefined || value === null) throw new Error(`expected ${what} to be defined`);
  return value;
}

/** A stored menu typed as the API model (the zod schema types nested option groups as unknown). */
const menuOf = (db: MockDatabase, id: number): Menu =>
  db.menus.findFirst((q) => q.where({ id }), { strict: true }) as Menu;
const demoMemberOf = (db: MockDatabase) =>
  db.members.findFirst((q) => q.where({ id: DEMO_MEMBER.id }), { strict: true });
const cartOf = (db: MockDatabase) =>
  db.orders.findFirst((q) => q.where({ id: SEEDED_CART_ORDER_ID }), { strict: true });

function milesBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const h =
    Math.sin(radians(b.lat - a.lat) / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(radians(b.lng - a.lng) / 2) ** 2;
  return 3958.8 * 2 * Math.asin(Math.sqrt(h));
}

/** Checks a line against its menu independently of the seed's builder: ids, group limits, prices. */
function expectLinePricedFromMenu(line: OrderProductLine, menu: Menu) {
  const product = expectDefined(menuProducts(menu).find((candidate) => candidate.id === line.product_id));
  expect(product.name).toBe(line.name);
  const chosen = new Set(line.choices.map((choice) => choice.option_id));
  let reached = 0;
  const walk = (groups: OptionGroup[] = []) => {
    for (const group of groups) {
      const picked = group.options.filter((option) => chosen.has(option.id));
      if (group.mandatory)
        expect(picked.length, group.description).toBeGreaterThanOrEqual(group.min_selects ?? 1);
      expect(picked.length, group.description).toBeLessThanOrEqual(group.max_selects ?? Infinity);
      reached += picked.length;
      for (const option of picked) walk(option.optiongroups);
    }
  };
  walk(product.optiongroups);
  // Every choice belongs to a group the line could reach (nested groups only under a chosen parent).
  expect(reached).toBe(chosen.size);
  const unit = cents(product.cost) + line.choices.reduce((sum, choice) => sum + cents(choice.cost ?? 0), 0);
  expect(cents(line.cost.base)).toBe(unit);
  expect(cents(line.cost.total)).toBe(unit * line.quantity);
}

function expectTotalsAddUp(order: StoredOrder, db: MockDatabase) {
  const location = db.locations.findFirst((q) => q.where({ id: order.location_id }), { strict: true });
  for (const line of order.products) expectLinePricedFromMenu(line, menuOf(db, order.menu_id));
  const { totals } = order;
  expect(cents(totals.subtotal)).toBe(order.products.reduce((sum, line) => sum + cents(line.cost.total), 0));
  // Food after discounts and the delivery fee are taxed; the tip is not.
  const taxed = cents(totals.subtotal) - cents(totals.discount) + cents(totals.handoff);
  expect(cents(totals.tax)).toBe(Math.round(taxed * expectDefined(location.tax_rate)));
  expect(cents(totals.total)).toBe(
    cents(totals.subtotal) +
      cents(totals.handoff) +
      cents(totals.tax) +
      cents(totals.tip) -
      cents(totals.discount),
  );
}

describe('the demo member', () => {
  it('can sign in with the published e-mail and password; the phone carries a +1 to strip', async () => {
    const db = await seeded();
    const member = demoMemberOf(db);
    expect(member).toMatchObject({ email: 'demo@example.com', first_name: 'Bo' });
    expect(member.phone).toMatch(/^\+1\d{10}$/);
    expect(db.credentials.findFirst((q) => q.where({ email: DEMO_MEMBER.email }))).toMatchObject({
      member_id: DEMO_MEMBER.id,
      password: 'Chicken123!',
    });
    expect(db.credentials.findFirst((q) => q.where({ email: OTHER_MEMBER.email }))).toMatchObject({
      member_id: OTHER_MEMBER.id,
      password: OTHER_MEMBER.password,
    });
    const emails = db.members.all().map((stored) => stored.email);
    expect(new Set(emails).size).toBe(emails.length);
  });

  it('has saved addresses (one default) within delivery range of a seeded location, two cards and two favourites', async () => {
    const db = await seeded();
    const { addresses = [], payments = [], favelocations = [] } = demoMemberOf(db);
    expect(addresses.length).toBeGreaterThanOrEqual(2);
    expect(addresses.filter((address) => address.default)).toHaveLength(1);
    const delivering = db.locations.all().filter((location) => location.delivery_radius_miles != null);
    for (const { lat = NaN, lng = NaN, address } of addresses) {
      const inRange = delivering.some(
        (location) => milesBetween({ lat, lng }, location) <= (location.delivery_radius_miles ?? 0),
      );
      expect(inRange, address).toBe(true);
    }
    expect(payments.map((payment) => payment.account.type)).toEqual(['creditcard', 'creditcard']);
    expect(favelocations).toHaveLength(2);
    for (const id of favelocations) expect(db.locations.findFirst((q) => q.where({ id }))).toBeDefined();
  });

  it('has submitted, completed past orders whose lines and totals add up to the cent', async () => {
    const db = await seeded();
    const orders = db.orders.findMany((q) => q.where({ member_id: DEMO_MEMBER.id }));
    expect(orders.map((order) => order.id)).toEqual([...PAST_ORDER_IDS]);
    for (const order of orders) {
      expect(order.status).toBe('submitted');
      expectTotalsAddUp(order, db);
      expect(db.orderStatuses.findFirst((q) => q.where({ order_id: order.id }))).toMatchObject({
        status: 'completed',
        is_final: true,
        submitted_at: order.submitted,
      });
    }
    expect(orders.some((order) => order.handoff === 'dispatch' && order.totals.handoff > 0)).toBe(true);
  });

  it('has favourite orders made from past orders', async () => {
    const db = await seeded();
    const favorites = db.favoriteOrders.all();
    expect(favorites.length).toBeGreaterThanOrEqual(1);
    for (const favorite of favorites) {
      expect(favorite.member_id).toBe(DEMO_MEMBER.id);
      expect(PAST_ORDER_IDS).toContain(favorite.order.id);
    }
  });
});

describe("the demo member's wallet and inbox", () => {
  it('holds the mix of offers the client filters: usable, expired, used, catering, never expiring', async () => {
    const db = await seeded();
    const offers = db.walletOffers.all();
    expect(offers.every((offer) => offer.memberid === DEMO_MEMBER.id)).toBe(true);
    const unexpired = (offer: (typeof offers)[number]) =>
      !offer.expires || Date.parse(offer.expires) >= START_OF_TODAY;
    const usable = offers.filter((offer) => offer.status === 'incomplete' && unexpired(offer));
    const catering = usable.filter((offer) => offer.label.startsWith('Catering - '));
    const regular = usable.filter((offer) => !offer.label.startsWith('Catering - '));
    expect(regular.length).toBeGreaterThanOrEqual(2);
    expect(catering.length).toBeGreaterThanOrEqual(2);
    for (const offer of usable) {
      expect(
        db.coupons.findFirst((q) => q.where({ code: offer.cred })),
        offer.cred,
      ).toBeDefined();
    }
    expect(offers.some((offer) => offer.status === 'incomplete' && !unexpired(offer))).toBe(true);
    expect(offers.some((offer) => offer.status === 'complete')).toBe(true);
    expect(offers.some((offer) => offer.status === 'redeemed')).toBe(true);
    expect(offers.some((offer) => offer.expires === null)).toBe(true);
  });

  it('has content cards of every feed type for the regular site, catering and the app; some viewed', async () => {
    const db = await seeded();
    const cards = db.contentCards.all();
    for (const channel of ['regular', 'catering', 'app']) {
      for (const feedType of ['homepage_carousel', 'top_alert', 'offer_screen_message', 'inbox']) {
        const found = cards.some(
          (card) => card.extras.channel === channel && card.extras.feed_type === feedType,
        );
        expect(found, `${channel} ${feedType}`).toBe(true);
      }
    }
    expect(new Set(cards.map((card) => card.viewed))).toEqual(new Set([true, false]));
    expect(new Set(cards.map((card) => card.member_id))).toEqual(new Set([null, DEMO_MEMBER.id]));
  });
});

describe('seed options', () => {
  it('signs nobody in and opens no cart by default', async () => {
    const db = await seeded();
    expect(db.sessions.all()).toEqual([]);
    expect(db.orders.findMany((q) => q.where({ status: 'open' }))).toEqual([]);
  });

  it('signs the demo member in with the demo token from the ordering provider', async () => {
    const db = await seeded({ signedIn: true });
    expect(db.sessions.all()).toEqual([
      {
        token: DEMO_ACCESS_TOKEN,
        ordering_token: 'demo-ordering-token',
        member_id: DEMO_MEMBER.id,
        provider: 'ordering',
        created: NOW,
      },
    ]);
  });

  it("opens the member's asap pickup cart at the first location, whose total is subtotal + tax to the cent", async () => {
    const db = await seeded({ signedIn: true, cart: 'full' });
    const cart = cartOf(db);
    expect(cart).toMatchObject({ status: 'open', handoff: 'pickup', location_id: FIRST_LOCATION_ID });
    expect(cart).toMatchObject({ member_id: DEMO_MEMBER.id, menu_id: MENU_IDS.regular, channel: 'default' });
    expect(cart.time).toMatchObject({ mode: 'asap', earliest: '2026-03-10T14:15:00.000Z' });
    expect([cart.created, cart.expires]).toEqual([NOW, '2026-03-11T14:00:00.000Z']);
    expect(cart.products.length).toBeGreaterThanOrEqual(3);
    expect(cart.products.some((line) => line.choices.length > 0)).toBe(true);
    expectTotalsAddUp(cart, db);
    expect(cents(cart.totals.total)).toBe(cents(cart.totals.subtotal) + cents(cart.totals.tax));
  });

  it('holds a line the expansion menu does not sell, so a transfer reports it', async () => {
    const db = await seeded({ cart: 'full' });
    const cart = cartOf(db);
    expect(cart.member_id).toBeNull();
    const regular = menuProducts(menuOf(db, MENU_IDS.regular));
    const expansionSkus = new Set(menuProducts(menuOf(db, MENU_IDS.expansion)).map((product) => product.sku));
    const skus = cart.products.map((line) => regular.find((product) => product.id === line.product_id)?.sku);
    expect(skus.filter((sku) => sku && !expansionSkus.has(sku))).toHaveLength(1);
  });

  it('fills a catering cart from the catering menu, above the $150 delivery minimum', async () => {
    const db = await seeded({ cart: 'full', channel: 'catering' });
    const cart = cartOf(db);
    expect(cart).toMatchObject({ menu_id: MENU_IDS.catering, channel: 'catering' });
    expect(cart.totals.total).toBeGreaterThanOrEqual(150);
    expectTotalsAddUp(cart, db);
  });
});
