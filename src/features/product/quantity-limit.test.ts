import { increasedQuantity, startingQuantity } from './quantity-limit';

describe('increasedQuantity (SPEC §5 free-item limit)', () => {
  it('adds one below the limit, or when there is none', () => {
    expect(increasedQuantity(1, 2)).toEqual({ kind: 'increase', quantity: 2 });
    expect(increasedQuantity(7, null)).toEqual({ kind: 'increase', quantity: 8 });
  });

  it('adds nothing and asks for the free-item popup at the limit', () => {
    expect(increasedQuantity(1, 1)).toEqual({ kind: 'free-item-limit' });
  });
});

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
