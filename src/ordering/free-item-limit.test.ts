import { exceedsOrderLimit, increaseOutcome } from './free-item-limit';

describe('increaseOutcome (SPEC §5 free-item limit)', () => {
  it('shows the free-item popup and adds nothing when the quantity equals limit_quantity', () => {
    expect(increaseOutcome(1, 1)).toEqual({ kind: 'free-item-limit' });
  });
  it('adds one below the limit or without one', () => {
    expect(increaseOutcome(1, 2)).toEqual({ kind: 'increase', quantity: 2 });
    expect(increaseOutcome(4, null)).toEqual({ kind: 'increase', quantity: 5 });
    expect(increaseOutcome(4, undefined)).toEqual({ kind: 'increase', quantity: 5 });
  });
  it('adds nothing to a line that holds 99 already', () => {
    expect(increaseOutcome(98, null)).toEqual({ kind: 'increase', quantity: 99 });
    expect(increaseOutcome(99, null)).toEqual({ kind: 'at-maximum' });
    expect(increaseOutcome(99, 200)).toEqual({ kind: 'at-maximum' });
  });
});

describe('increaseOutcome (SPEC §5 free-item limit)', () => {
  it('adds one below the limit, or when there is none', () => {
    expect(increaseOutcome(1, 2)).toEqual({ kind: 'increase', quantity: 2 });
    expect(increaseOutcome(7, null)).toEqual({ kind: 'increase', quantity: 8 });
  });

  it('adds nothing and asks for the free-item popup at the limit', () => {
    expect(increaseOutcome(1, 1)).toEqual({ kind: 'free-item-limit' });
  });
});

describe('exceedsOrderLimit (SPEC §5 free-item limit, on the whole order)', () => {
  const tea = { id: 7, limit_quantity: 1 };
  const teaLine = { id: 1, product_id: 7, quantity: 1 };
  it('refuses a second line of a free item already in the order', () => {
    expect(exceedsOrderLimit([teaLine], tea, 1)).toBe(true);
    expect(exceedsOrderLimit([], tea, 1)).toBe(false);
  });
  it('counts the edited line as replaced, and other products not at all', () => {
    expect(exceedsOrderLimit([teaLine], tea, 1, teaLine.id)).toBe(false);
    expect(exceedsOrderLimit([{ id: 2, product_id: 8, quantity: 5 }], tea, 1)).toBe(false);
  });
  it('never refuses a product without a limit', () => {
    expect(
      exceedsOrderLimit([{ id: 1, product_id: 9, quantity: 9 }], { id: 9, limit_quantity: null }, 3),
    ).toBe(false);
  });
});
