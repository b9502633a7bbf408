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

  it('never starts above 99, whatever ?q= says', () => {
    expect(startingQuantity('99', null)).toBe(99);
    expect(startingQuantity('100', null)).toBe(99);
    expect(startingQuantity('1e6', null)).toBe(99);
    expect(startingQuantity('9007199254740991', null)).toBe(99);
    expect(startingQuantity('1e400', null)).toBe(1);
    expect(startingQuantity('150', 200)).toBe(99);
  });
});
