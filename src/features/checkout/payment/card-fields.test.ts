import { cardProblems, maskCardNumber, maskExpiry } from './card-fields';

const now = new Date('2026-11-22T12:00:00Z');

describe('new card fields', () => {
  it('accepts a valid test card with a future expiry and a 3-digit code', () => {
    expect(cardProblems({ number: '4111 1111 1111 1111', expiry: '12/28', cvv: '123' }, now)).toEqual([]);
  });
  it('names every implausible field', () => {
    expect(cardProblems({ number: '4111 1111 1111 1112', expiry: '10/26', cvv: '12' }, now)).toEqual([
      'number',
      'expiry',
      'cvv',
    ]);
  });
  it('masks the number in groups of four and the expiry as MM/YY', () => {
    expect(maskCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(maskExpiry('1228')).toBe('12/28');
    expect(maskExpiry('1')).toBe('1');
  });
});
