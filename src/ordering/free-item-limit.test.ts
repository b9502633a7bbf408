import { increaseOutcome } from './free-item-limit';

describe('increaseOutcome (SPEC §5 free-item limit)', () => {
  it('shows the free-item popup and adds nothing when the quantity equals limit_quantity', () => {
    expect(increaseOutcome(1, 1)).toEqual({ kind: 'free-item-limit' });
  });
  it('adds one below the limit or without one', () => {
    expect(increaseOutcome(1, 2)).toEqual({ kind: 'increase', quantity: 2 });
    expect(increaseOutcome(4, null)).toEqual({ kind: 'increase', quantity: 5 });
    expect(increaseOutcome(4, undefined)).toEqual({ kind: 'increase', quantity: 5 });
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
