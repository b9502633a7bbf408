import { createDatabase, type MockDatabase } from '../../db/database';
import { cateringMenu, FIXTURE, mainMenu, mainStreet, uptown, uptownMenu } from './order-fixture-catalog';

/**
 * A small, fully known backend for the order tests (independent of the shared seed): the catalogue
 * of order-fixture-catalog.ts, coupon rules, a signed-in member with cards and wallet offers, and
 * upsells.
 */
export { FIXTURE, MONDAY_NOON } from './order-fixture-catalog';

const card = (id: number, account: number, suffix: string, isDefault: boolean) => ({
  id,
  account: {
    id: account,
    type: 'creditcard' as const,
    cardtype: 'Visa',
    cardsuffix: suffix,
    expiration: '12/2030',
  },
  default: isDefault,
});

async function addMembers(db: MockDatabase): Promise<void> {
  const created = '2026-01-01T00:00:00.000Z';
  await db.members.create({
    id: FIXTURE.member.id,
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    phone: '7045550123',
    optin: false,
    optin_sms: false,
    payments: [
      card(1, FIXTURE.member.card, '1111', true),
      card(2, FIXTURE.member.declinedCard, '0002', false),
    ],
  });
  await db.members.create({
    id: FIXTURE.otherMember.id,
    first_name: 'Grace',
    last_name: 'Hopper',
    email: 'grace@example.com',
    optin: false,
    optin_sms: false,
  });
  for (const { id, token } of [FIXTURE.member, FIXTURE.otherMember]) {
    await db.sessions.create({
      token,
      ordering_token: `ordering-${token}`,
      member_id: id,
      provider: 'ordering',
      created,
    });
  }
}

async function addOffers(db: MockDatabase): Promise<void> {
  const offers = [
    {
      id: 'offer-5',
      label: '$5 Reward',
      cred: 'reward5',
      status: 'incomplete',
      expires: '2026-12-31',
      memberid: 1,
    },
    {
      id: 'offer-catering',
      label: 'Catering - $10 off',
      cred: 'CATER10',
      status: 'incomplete',
      expires: null,
      memberid: 1,
    },
    { id: 'offer-used', label: 'Used reward', cred: 'SAVE2', status: 'redeemed', expires: null, memberid: 1 },
    {
      id: 'offer-expired',
      label: 'Old reward',
      cred: 'SAVE2',
      status: 'incomplete',
      expires: '2026-02-15',
      memberid: 1,
    },
    {
      id: 'offer-other',
      label: "Grace's reward",
      cred: 'SAVE2',
      status: 'incomplete',
      expires: null,
      memberid: 2,
    },
  ] as const;
  for (const offer of offers) await db.walletOffers.create({ ...offer });
  const coupons = [
    { code: 'SAVE2', kind: 'amount', value: 2, minimum_subtotal: null, description: '$2 off' },
    { code: 'TENOFF', kind: 'percent', value: 10, minimum_subtotal: null, description: '10% off your order' },
    { code: 'BIG20', kind: 'amount', value: 20, minimum_subtotal: 200, description: '$20 off $200 or more' },
    { code: 'INUSE', kind: 'in_use', value: 0, minimum_subtotal: null, description: 'Held by another order' },
    {
      code: 'REWARD5',
      kind: 'amount',
      value: 5,
      minimum_subtotal: null,
      description: '$5 reward',
      reward: true,
    },
    {
      code: 'CATER10',
      kind: 'amount',
      value: 10,
      minimum_subtotal: null,
      description: '$10 off catering',
      reward: true,
    },
  ] as const;
  for (const coupon of coupons) await db.coupons.create({ ...coupon });
}

async function addUpsells(db: MockDatabase): Promise<void> {
  const upsells = [
    { id: FIXTURE.product.fries, name: 'Cajun Fries', cost: 2.99, group: 'Sides' },
    { id: FIXTURE.product.biscuit, name: 'Biscuit', cost: 1.49, group: 'Sides' },
    { id: FIXTURE.product.pie, name: 'Seasonal Pie', cost: 3.49, group: 'Sweets' },
    { id: FIXTURE.product.cookie, name: 'Free Cookie', cost: 0, group: 'Sweets' },
    { id: 99, name: 'Retired Shake', cost: 3.99, group: 'Drinks' },
  ];
  for (const upsell of upsells) await db.upsells.create({ ...upsell, menu_id: FIXTURE.menuId, image: null });
}

/** A fresh database holding only the fixtures above. */
export async function createOrderFixtures(): Promise<MockDatabase> {
  const db = createDatabase();
  await db.locations.create(mainStreet);
  await db.locations.create(uptown);
  for (const menu of [mainMenu, uptownMenu, cateringMenu]) await db.menus.create(menu);
  await addMembers(db);
  await addOffers(db);
  await addUpsells(db);
  return db;
}
