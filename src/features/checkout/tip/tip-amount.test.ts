import { parseTip, tipFromPercent } from './tip-amount';

describe('tip amounts', () => {
  it('is a percentage of the subtotal rounded to the cent', () => {
    expect(tipFromPercent(28.71, 15)).toBe(4.31);
    expect(tipFromPercent(10, 20)).toBe(2);
  });
  it('reads a typed custom tip in dollars and refuses anything else', () => {
    expect(parseTip('2.5')).toBe(2.5);
    expect(parseTip('$3')).toBe(3);
    expect(parseTip('abc')).toBeUndefined();
    expect(parseTip('1.234')).toBeUndefined();
    expect(parseTip('')).toBeUndefined();
  });
});
