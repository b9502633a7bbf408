import { cartLineParts } from './describe-cart-line';

const describeCartLine = (line: Parameters<typeof cartLineParts>[0]) =>
  cartLineParts(line)
    .map((part) => part.text)
    .join(', ');

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

describe('cartLineParts', () => {
  it("keeps each option's language, and gives the customer's instructions none", () => {
    expect(
      cartLineParts({
        choices: [
          { option_id: 1, name: 'Sin pepinillos', quantity: 1, language: 'es' },
          { option_id: 2, name: 'Mystery Sauce', quantity: 2, language: 'en' },
        ],
        instructions: 'sin sal',
      }),
    ).toEqual([
      { text: 'Sin pepinillos', language: 'es' },
      { text: 'Mystery Sauce (x2)', language: 'en' },
      { text: '(sin sal)' },
    ]);
  });
});
