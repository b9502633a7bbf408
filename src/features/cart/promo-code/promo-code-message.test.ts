import { normalisePromoCode, promoRejection } from './promo-code-message';

describe('promoRejection (SPEC §8)', () => {
  it.each([
    ['[200] Code is invalid', 'invalid'],
    ['Coupon code cannot be empty.', 'empty'],
    ['Code is currently in use on another transaction', 'in-use'],
  ])('reads %j as the refusal %j', (server, rejection) => {
    expect(promoRejection([server, 'a later error'])).toBe(rejection);
  });

  it('leaves any other refusal to be shown as the server sent it', () => {
    expect(promoRejection(['Offer not valid - $200.00 Minimum Required'])).toBeUndefined();
    expect(promoRejection([])).toBeUndefined();
  });

  it('decides on the first error only', () => {
    expect(promoRejection(['Something else', '[200] Code is invalid'])).toBeUndefined();
  });
});

describe('normalisePromoCode (SPEC §5)', () => {
  it('upper-cases and trims the code', () => {
    expect(normalisePromoCode('  save10 ')).toBe('SAVE10');
    expect(normalisePromoCode('   ')).toBe('');
  });
});
