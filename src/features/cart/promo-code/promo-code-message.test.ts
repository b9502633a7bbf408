import { normalisePromoCode, promoRejection } from './promo-code-message';

describe('promoRejection (SPEC §8)', () => {
  it.each([
    ['[200] Code is invalid', { kind: 'invalid' }],
    ['Coupon code cannot be empty.', { kind: 'empty' }],
    ['Code is currently in use on another transaction', { kind: 'in-use' }],
    [
      'Offer not valid - $200.00 Minimum Required',
      { kind: 'server', message: 'Offer not valid - $200.00 Minimum Required' },
    ],
  ])('reads %j as %j', (server, rejection) => {
    expect(promoRejection([server, 'a later error'])).toEqual(rejection);
  });
  it('decides on the first error only', () => {
    expect(promoRejection(['Something else', '[200] Code is invalid'])).toEqual({
      kind: 'server',
      message: 'Something else',
    });
  });
});

describe('normalisePromoCode (SPEC §5)', () => {
  it('upper-cases and trims the code', () => {
    expect(normalisePromoCode('  save10 ')).toBe('SAVE10');
    expect(normalisePromoCode('   ')).toBe('');
  });
});
