import fc from 'fast-check';
import { truncate } from './truncate';

describe('truncate', () => {
  it('cuts an address to 20 characters plus an ellipsis', () => {
    expect(truncate('1500 South Boulevard, Charlotte', 20)).toBe('1500 South Boulevard…');
  });

  it('cuts to 30 characters by default', () => {
    expect(truncate('a'.repeat(31))).toBe(`${'a'.repeat(30)}…`);
  });

  it('adds no ellipsis when the text fits', () => {
    expect(truncate('a'.repeat(30))).toBe('a'.repeat(30));
    expect(truncate('123 Main St', 15)).toBe('123 Main St');
  });

  it('drops spaces left before the ellipsis', () => {
    expect(truncate('123 Main Street Charlotte', 16)).toBe('123 Main Street…');
  });

  it('never splits an emoji', () => {
    expect(truncate('🍗🍗🍗', 2)).toBe('🍗🍗…');
  });

  it('never gives more than the length plus the ellipsis', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 40 }), (text, length) => {
        expect(Array.from(truncate(text, length)).length).toBeLessThanOrEqual(length + 1);
      }),
    );
  });
});
