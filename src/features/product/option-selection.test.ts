import type { OptionChoice, OptionGroup } from '../../api/generated/model';
import {
  chooseSingle,
  groupLimits,
  linePrice,
  selectedChoices,
  selectionFromChoices,
  selectionProblems,
  toggleOption,
  unitPrice,
  visibleGroups,
  withDefaults,
  type Selection,
} from './option-selection';

const choice = (id: number, name: string, extra: Partial<OptionChoice> = {}): OptionChoice => ({
  id,
  name,
  cost: 0,
  ...extra,
});

const side: OptionGroup = {
  id: 1,
  description: 'Choose a side',
  mandatory: true,
  min_selects: 1,
  max_selects: 1,
  options: [choice(11, 'Bo-Rounds', { is_default: true }), choice(12, "Mac 'n Cheese", { cost: 0.5 })],
};
const sauces: OptionGroup = {
  id: 2,
  description: 'Dipping sauces',
  mandatory: false,
  min_selects: 0,
  max_selects: 2,
  options: [choice(21, 'Bo-Sauce'), choice(22, 'Honey'), choice(23, 'BBQ')],
};
const drinkSize: OptionGroup = {
  id: 4,
  description: 'Drink size',
  mandatory: true,
  min_selects: 1,
  max_selects: 1,
  options: [choice(41, 'Regular', { is_default: true }), choice(42, 'Large', { cost: 0.6 })],
};
const drink: OptionGroup = {
  id: 5,
  description: 'Choose a drink',
  mandatory: true,
  min_selects: 1,
  max_selects: 1,
  options: [
    choice(51, 'Sweet Tea', { optiongroups: [drinkSize] }),
    choice(52, 'Lemonade', { optiongroups: [drinkSize] }),
  ],
};
const makeItACombo = choice(31, 'Make it a combo', { cost: 3.49, optiongroups: [drink] });
const combo: OptionGroup = {
  id: 3,
  description: 'Make it a combo',
  mandatory: false,
  min_selects: 0,
  max_selects: 1,
  options: [makeItACombo],
};
const groups = [side, sauces, combo];
const product = { cost: 5.49, optiongroups: groups };
const empty: Selection = new Map();

describe('groupLimits', () => {
  it('asks a mandatory group for at least one choice whatever its minimum', () => {
    expect(groupLimits({ ...side, min_selects: 0 })).toEqual({ min: 1, max: 1 });
    expect(groupLimits({ ...sauces, max_selects: null })).toEqual({ min: 0, max: undefined });
  });
});

describe('option rules', () => {
  it('starts from the default choices', () => {
    expect(withDefaults(groups, empty)).toEqual(new Map([[1, [11]]]));
  });

  it("asks for at least the group's minimum and at most its maximum", () => {
    expect(selectionProblems(groups, empty)).toEqual(new Map([[1, { kind: 'at-least', count: 1 }]]));
    let selection = withDefaults(groups, empty);
    for (const id of [21, 22, 23]) {
      const option = sauces.options.find((candidate) => candidate.id === id);
      if (option) selection = toggleOption(selection, sauces, option, true);
    }
    expect(selectionProblems(groups, selection)).toEqual(new Map([[2, { kind: 'up-to', count: 2 }]]));
  });

  it('shows nested groups only while their parent choice is chosen, with their defaults', () => {
    const base = withDefaults(groups, empty);
    expect(visibleGroups(groups, base).map((group) => group.id)).toEqual([1, 2, 3]);

    const asCombo = chooseSingle(base, combo, makeItACombo);
    expect(visibleGroups(groups, asCombo).map((group) => group.id)).toEqual([1, 2, 3, 5]);
    expect(selectionProblems(groups, asCombo)).toEqual(new Map([[5, { kind: 'at-least', count: 1 }]]));

    const withTea = chooseSingle(asCombo, drink, drink.options[0]);
    expect(visibleGroups(groups, withTea).map((group) => group.id)).toEqual([1, 2, 3, 5, 4]);
    expect(selectedChoices(groups, withTea)).toEqual([
      { id: 11, quantity: 1 },
      { id: 31, quantity: 1 },
      { id: 51, quantity: 1 },
      { id: 41, quantity: 1 },
    ]);

    const noCombo = chooseSingle(withTea, combo, undefined);
    expect(selectedChoices(groups, noCombo)).toEqual([{ id: 11, quantity: 1 }]);
    expect(selectionProblems(groups, noCombo).size).toBe(0);
  });

  it('prices the item as the base price plus the chosen options, exact to the cent', () => {
    const mac = chooseSingle(withDefaults(groups, empty), side, side.options[1]);
    expect(unitPrice(product, mac)).toBe(5.99);
    const comboTea = chooseSingle(chooseSingle(mac, combo, makeItACombo), drink, drink.options[0]);
    const large = chooseSingle(comboTea, drinkSize, drinkSize.options[1]);
    expect(unitPrice(product, large)).toBe(10.08);
    expect(linePrice(10.08, 3)).toBe(30.24);
  });

  it('does not charge for the choices of a hidden nested group', () => {
    const comboTea = chooseSingle(
      chooseSingle(withDefaults(groups, empty), combo, makeItACombo),
      drink,
      drink.options[0],
    );
    const large = chooseSingle(comboTea, drinkSize, drinkSize.options[1]);
    expect(unitPrice(product, chooseSingle(large, combo, undefined))).toBe(5.49);
  });

  it("rebuilds the selection of a cart line's chosen options", () => {
    const selection = selectionFromChoices(groups, [12, 31, 52, 42]);
    expect(selectedChoices(groups, selection)).toEqual([
      { id: 12, quantity: 1 },
      { id: 31, quantity: 1 },
      { id: 52, quantity: 1 },
      { id: 42, quantity: 1 },
    ]);
  });
});
