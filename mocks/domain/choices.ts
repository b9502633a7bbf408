import type {
  OptionGroup,
  OrderChoiceInput,
  OrderProductLineChoicesItem,
} from '../../src/api/generated/model';
import { roundCents } from './money';

/** A chosen option as the order stores it: in the catalogue's English, its language added when answered. */
type StoredChoice = Required<Omit<OrderProductLineChoicesItem, 'language'>>;

/**
 * Option-group rules of a product line: every group the guest can see (top-level groups, and the
 * nested groups of the options they chose) must hold between its minimum and maximum number of
 * chosen options, a mandatory group at least one, and every chosen option must belong to a visible
 * group of the product.
 */

export type ChoicesResult =
  { ok: true; choices: StoredChoice[]; extraCost: number } | { ok: false; message: string };

const plural = (count: number): string => (count === 1 ? 'option' : 'options');

export const atLeastMessage = (min: number, group: string): string =>
  `Choose at least ${min} ${plural(min)} for "${group}".`;
export const upToMessage = (max: number, group: string): string =>
  `Choose up to ${max} ${plural(max)} for "${group}".`;
export const foreignOptionMessage = (product: string): string =>
  `One of the chosen options is not available for "${product}".`;

const minimumOf = (group: OptionGroup): number => {
  const min = group.min_selects ?? 0;
  return group.mandatory ? Math.max(min, 1) : min;
};

/** Checks and prices the chosen options of a product; chosen quantities of one option add up. */
export function resolveChoices(
  productName: string,
  groups: readonly OptionGroup[] | undefined,
  inputs: readonly OrderChoiceInput[],
): ChoicesResult {
  const wanted = new Map<number, number>();
  for (const input of inputs) wanted.set(input.id, (wanted.get(input.id) ?? 0) + input.quantity);
  const used = new Set<number>();
  const choices: StoredChoice[] = [];

  const walk = (visible: readonly OptionGroup[] | undefined): string | undefined => {
    for (const group of visible ?? []) {
      const chosen = group.options.filter((option) => wanted.has(option.id));
      const min = minimumOf(group);
      if (chosen.length < min) return atLeastMessage(min, group.description);
      if (group.max_selects != null && chosen.length > group.max_selects) {
        return upToMessage(group.max_selects, group.description);
      }
      for (const option of chosen) {
        used.add(option.id);
        choices.push({
          option_id: option.id,
          name: option.name,
          quantity: wanted.get(option.id) ?? 1,
          cost: option.cost,
        });
        const nested = walk(option.optiongroups);
        if (nested) return nested;
      }
    }
    return undefined;
  };

  const problem = walk(groups);
  if (problem) return { ok: false, message: problem };
  if ([...wanted.keys()].some((id) => !used.has(id)))
    return { ok: false, message: foreignOptionMessage(productName) };
  const extraCost = roundCents(choices.reduce((sum, choice) => sum + choice.cost * choice.quantity, 0));
  return { ok: true, choices, extraCost };
}
