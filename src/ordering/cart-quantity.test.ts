import { cartQuantity } from './cart-quantity';

describe('cartQuantity', () => {
  it('adds up the line quantities', () => {
    expect(cartQuantity([{ quantity: 2 }, { quantity: 3 }])).toBe(5);
    expect(cartQuantity([])).toBe(0);
  });
});
