// @vitest-environment node
import type { OptionGroup } from '../../src/api/generated/model';
import { resolveChoices } from './choices';

const groups: OptionGroup[] = [
  {
    id: 1,
    description: 'Pick a side',
    mandatory: true,
    min_selects: null,
    max_selects: 1,
    options: [
      { id: 10, name: 'Fries', cost: 0 },
      {
        id: 11,
        name: 'Salad',
        cost: 1,
        optiongroups: [
          {
            id: 2,
            description: 'Dressing',
            mandatory: false,
            min_selects: 1,
            max_selects: 2,
            options: [
              { id: 20, name: 'Ranch', cost: 0.25 },
              { id: 21, name: 'Vinaigrette', cost: 0.3 },
              { id: 22, name: 'Honey', cost: 0 },
            ],
          },
        ],
      },
    ],
  },
  { id: 3, description: 'Extras', mandatory: false, options: [{ id: 30, name: 'Pickles', cost: 0.1 }] },
];
const pick = (...ids: number[]) => ids.map((id) => ({ id, quantity: 1 }));

describe('resolveChoices', () => {
  it('prices chosen options (cost × quantity) in menu order', () => {
    const result = resolveChoices('Plate', groups, [{ id: 30, quantity: 3 }, ...pick(11, 21)]);
    expect(result).toEqual({
      ok: true,
      extraCost: 1.6,
      choices: [
        { option_id: 11, name: 'Salad', quantity: 1, cost: 1 },
        { option_id: 21, name: 'Vinaigrette', quantity: 1, cost: 0.3 },
        { option_id: 30, name: 'Pickles', quantity: 3, cost: 0.1 },
      ],
    });
  });

  it('applies a mandatory group and the minimum of a nested group only when visible', () => {
    expect(resolveChoices('Plate', groups, [])).toEqual({
      ok: false,
      message: 'Choose at least 1 option for "Pick a side".',
    });
    expect(resolveChoices('Plate', groups, pick(10)).ok).toBe(true);
    expect(resolveChoices('Plate', groups, pick(11))).toEqual({
      ok: false,
      message: 'Choose at least 1 option for "Dressing".',
    });
  });

  it('applies maximums, singular and plural', () => {
    expect(resolveChoices('Plate', groups, pick(10, 11))).toEqual({
      ok: false,
      message: 'Choose up to 1 option for "Pick a side".',
    });
    expect(resolveChoices('Plate', groups, pick(11, 20, 21, 22))).toEqual({
      ok: false,
      message: 'Choose up to 2 options for "Dressing".',
    });
  });

  it('refuses options of hidden groups or of other products', () => {
    const foreign = { ok: false, message: 'One of the chosen options is not available for "Plate".' };
    expect(resolveChoices('Plate', groups, pick(10, 20))).toEqual(foreign);
    expect(resolveChoices('Plate', groups, pick(10, 999))).toEqual(foreign);
    expect(resolveChoices('Plain', undefined, pick(1))).toEqual({
      ok: false,
      message: 'One of the chosen options is not available for "Plain".',
    });
  });
});
