import { beginCheckoutEvent } from './begin-checkout';

describe('begin_checkout (SPEC §7)', () => {
  it("reports the order's lines with unit prices and their value", () => {
    const line = (product_id: number, name: string, base: number, quantity: number) => ({
      id: product_id,
      product_id,
      name,
      quantity,
      cost: { base, total: base * quantity },
      choices: [],
    });
    expect(beginCheckoutEvent({ products: [line(1, 'Biscuit', 1.99, 3), line(2, 'Tea', 2.5, 1)] })).toEqual({
      event: 'begin_checkout',
      items: [
        { item_id: '1', item_name: 'Biscuit', price: 1.99, quantity: 3 },
        { item_id: '2', item_name: 'Tea', price: 2.5, quantity: 1 },
      ],
      value: 8.47,
    });
  });
});
