import { removalFollowUp } from './quantity-rules';

describe('removalFollowUp (SPEC §4 cart item)', () => {
  it('re-validates while items remain and empties the cart otherwise', () => {
    expect(removalFollowUp(2)).toBe('revalidate');
    expect(removalFollowUp(0)).toBe('empty-cart');
  });
});
