import { roundUpDonation } from './round-up-donation';

const totals = (
  subtotal: number,
  rest: Partial<{ tax: number; tip: number; handoff: number; discount: number }> = {},
) => ({
  subtotal,
  tax: 0,
  tip: 0,
  handoff: 0,
  discount: 0,
  ...rest,
});

describe('roundUpDonation (SPEC §4)', () => {
  it('is the gap to the next whole dollar of subtotal + tax + tip + delivery fee − discount', () => {
    expect(roundUpDonation(totals(10.0, { tax: 0.73, tip: 2, handoff: 3.99, discount: 1.5 }))).toBe(0.78);
  });
  it('is 1.00 when that sum is 0', () => {
    expect(roundUpDonation(totals(0))).toBe(1);
    expect(roundUpDonation(totals(5, { discount: 5 }))).toBe(1);
  });
  it('rounds a whole-dollar sum up to the next dollar', () => {
    expect(roundUpDonation(totals(12))).toBe(1);
  });
  it('works in cents, free of floating-point noise', () => {
    expect(roundUpDonation(totals(0.1, { tax: 0.2 }))).toBe(0.7);
  });
});
