// @vitest-environment node
import type { Menu, OptionGroup, OrderProductLine } from '../../src/api/generated/model';
import { transferLines } from './order-transfer';

/** A drink whose size group (same description, same option names) repeats under every drink. */
const drinkWithSizes = (id: number, name: string): OptionGroup['options'][number] => ({
  id,
  name,
  cost: 0,
  optiongroups: [
    {
      id: id * 10,
      description: 'Drink size',
      mandatory: true,
      min_selects: null,
      max_selects: 1,
      options: [
        { id: id * 10 + 1, name: 'Regular', cost: 0 },
        { id: id * 10 + 2, name: 'Large', cost: 0.5 },
      ],
    },
  ],
});

const combo: Menu = {
  id: 100,
  channel: 'default',
  categories: [
    {
      id: 1,
      name: 'Biscuits',
      products: [
        {
          id: 7,
          name: 'Cajun Filet Biscuit',
          sku: 'CAJUN-FILET-BISCUIT',
          cost: 4,
          availability: { now: true },
          optiongroups: [
            {
              id: 1,
              description: 'Choose a drink',
              mandatory: true,
              min_selects: null,
              max_selects: 1,
              options: [drinkWithSizes(2, 'Sweet Tea'), drinkWithSizes(3, 'Coca-Cola')],
            },
          ],
        },
      ],
    },
  ],
};

const line = (choices: [number, string][]): OrderProductLine => ({
  id: 1,
  product_id: 7,
  name: 'Cajun Filet Biscuit',
  quantity: 1,
  cost: { base: 4.5, total: 4.5 },
  choices: choices.map(([option_id, name]) => ({ option_id, name, quantity: 1 })),
});

describe('transferLines', () => {
  it('keeps a nested choice under the option chosen above it (a Large Coca-Cola, not a Large Sweet Tea)', () => {
    const { moved, notTransferred } = transferLines(
      [
        line([
          [3, 'Coca-Cola'],
          [32, 'Large'],
        ]),
      ],
      combo,
      combo,
    );

    expect(notTransferred).toEqual([]);
    expect(moved.map((moved) => moved.choices.map((choice) => [choice.option_id, choice.name]))).toEqual([
      [
        [3, 'Coca-Cola'],
        [32, 'Large'],
      ],
    ]);
  });

  it('still leaves out a line whose option the target menu no longer has', () => {
    const withoutCola: Menu = structuredClone(combo);
    const drinks = withoutCola.categories[0]?.products[0]?.optiongroups?.[0];
    if (drinks) drinks.options = drinks.options.filter((option) => option.name !== 'Coca-Cola');

    const { moved, notTransferred } = transferLines(
      [
        line([
          [3, 'Coca-Cola'],
          [32, 'Large'],
        ]),
      ],
      combo,
      withoutCola,
    );

    expect(moved).toEqual([]);
    expect(notTransferred).toHaveLength(1);
  });
});
