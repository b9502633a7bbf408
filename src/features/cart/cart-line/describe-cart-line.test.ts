import { describeCartLine } from './describe-cart-line';

const choice = (name: string, quantity = 1) => ({ option_id: name.length, name, quantity });

describe('describeCartLine (SPEC §2 "Cart item")', () => {
  it("lists option names, with '(xN)' above quantity 1, and the instructions in parentheses", () => {
    expect(
      describeCartLine({
        choices: [choice('Seasoned Fries'), choice('Honey Mustard', 2)],
        instructions: 'no pickles',
      }),
    ).toBe('Seasoned Fries, Honey Mustard (x2), (no pickles)');
  });
  it('is empty for a plain item and ignores blank instructions', () => {
    expect(describeCartLine({ choices: [], instructions: '  ' })).toBe('');
    expect(describeCartLine({ choices: [], instructions: null })).toBe('');
  });
});
