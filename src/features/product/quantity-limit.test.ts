import { startingQuantity } from './quantity-limit';

describe('startingQuantity', () => {
  it('reads ?q= as a whole number of at least 1, capped by the limit', () => {
    expect(startingQuantity('3', null)).toBe(3);
    expect(startingQuantity(undefined, null)).toBe(1);
    expect(startingQuantity('0', null)).toBe(1);
    expect(startingQuantity('2.5', null)).toBe(1);
    expect(startingQuantity('abc', null)).toBe(1);
    expect(startingQuantity('4', 1)).toBe(1);
  });
});
