// @vitest-environment node
import type { OrderProductLine } from '../../src/api/generated/model';
import type { CouponRule } from '../db/database';
import { computeTotals, DELIVERY_FEE, type TotalsInput } from './order-totals';

const line = (total: number): OrderProductLine => ({
  id: 1,
  product_id: 1,
  name: 'Item',
  quantity: 1,
  cost: { base: total, total },
  choices: [],
});
const rules: CouponRule[] = [
  { code: 'SAVE2', kind: 'amount', value: 2, minimum_subtotal: null, description: '$2 off' },
  { code: 'BIG20', kind: 'amount', value: 20, minimum_subtotal: 200, description: '$20 off $200' },
  { code: 'HALF', kind: 'percent', value: 50, minimum_subtotal: null, description: 'Half price' },
];
const order = (overrides: Partial<TotalsInput> = {}): TotalsInput => ({
  products: [line(10.99), line(2.99)],
  handoff: 'pickup',
  coupon: null,
  donations: [],
  rewards: [],
  totals: { tip: 0 },
  ...overrides,
});
const location = { tax_rate: 0.0725 };

describe('computeTotals', () => {
  it('taxes the subtotal after the discount and adds tip and donations untaxed', () => {
    const priced = computeTotals(
      order({ coupon: { couponcode: 'save2' }, totals: { tip: 2.5 }, donations: [{ id: 1, amount: 0.33 }] }),
      location,
      rules,
    );
    // subtotal 13.98, discount 2, tax round(11.98 × 0.0725 = 0.86855) = 0.87
    expect(priced.totals).toEqual({
      subtotal: 13.98,
      discount: 2,
      handoff: 0,
      fees: 0,
      tax: 0.87,
      tip: 2.5,
      donations: 0.33,
      total: 15.68,
    });
    expect(priced.discounts).toEqual([{ type: 'Coupon', description: '$2 off', amount: 2 }]);
    expect(priced.taxes).toEqual([{ label: 'Sales Tax', amount: 0.87 }]);
  });

  it('charges and taxes the delivery fee on a delivery order with lines only', () => {
    expect(computeTotals(order({ handoff: 'dispatch' }), location, rules).totals).toMatchObject({
      handoff: DELIVERY_FEE,
      tax: 1.3, // round((13.98 + 3.99) × 0.0725 = 1.302825)
      total: 19.27,
    });
    expect(computeTotals(order({ handoff: 'dispatch', products: [] }), location, rules).totals.total).toBe(0);
  });

  it('gives no discount below the coupon minimum and never more than the subtotal', () => {
    const below = computeTotals(order({ coupon: { couponcode: 'BIG20' } }), location, rules);
    expect(below.totals.discount).toBe(0);
    expect(below.discounts).toEqual([{ type: 'Coupon', description: '$20 off $200', amount: 0 }]);
    const tiny = computeTotals(
      order({ products: [line(1.49)], coupon: { couponcode: 'SAVE2' } }),
      location,
      rules,
    );
    expect(tiny.totals).toMatchObject({ subtotal: 1.49, discount: 1.49, tax: 0, total: 0 });
  });

  it('rounds a percentage discount to the cent and names an applied reward', () => {
    const priced = computeTotals(
      order({
        products: [line(3.33)],
        coupon: { couponcode: 'HALF' },
        rewards: [{ id: 'r', label: 'Half-price reward', cred: 'half', status: 'incomplete' }],
      }),
      location,
      rules,
    );
    expect(priced.discounts).toEqual([{ type: 'Coupon', description: 'Half-price reward', amount: 1.67 }]);
    expect(priced.totals).toMatchObject({ subtotal: 3.33, discount: 1.67, tax: 0.12, total: 1.78 });
  });

  it('ignores an unknown code and a location without a tax rate', () => {
    const priced = computeTotals(order({ coupon: { couponcode: 'GONE' } }), {}, rules);
    expect(priced.totals).toMatchObject({ discount: 0, tax: 0, total: 13.98 });
    expect(priced.discounts).toEqual([]);
  });
});
