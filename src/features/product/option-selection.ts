import type { MenuProduct, OptionChoice, OptionGroup, OrderChoiceInput } from '../../api/generated/model';

/**
 * The options a guest has chosen, per option group (group id → chosen option ids, in the order
 * chosen). Choices under a parent option that is no longer chosen are kept but do not count: the
 * nested group is hidden, and choosing the parent again brings them back.
 */
export type Selection = ReadonlyMap<number, readonly number[]>;

export interface GroupLimits {
  min: number;
  /** Undefined: no upper limit. */
  max: number | undefined;
}

/** A mandatory group needs at least one choice whatever its minimum says (as the ordering server checks). */
export function groupLimits(group: OptionGroup): GroupLimits {
  const min = group.min_selects ?? 0;
  return {
    min: group.mandatory ? Math.max(min, 1) : min,
    max: group.max_selects ?? undefined,
  };
}

/** One choice at most: shown as radio buttons rather than checkboxes. */
export const isSingleChoice = (group: OptionGroup): boolean => groupLimits(group).max === 1;

export type GroupProblem = { kind: 'at-least'; count: number } | { kind: 'up-to'; count: number };

export const chosenIn = (selection: Selection, group: OptionGroup): readonly number[] =>
  selection.get(group.id) ?? [];

export const chosenOptions = (selection: Selection, group: OptionGroup): OptionChoice[] => {
  const chosen = chosenIn(selection, group);
  return group.options.filter((option) => chosen.includes(option.id));
};

/** What is wrong with a group's choices, if anything. */
export function groupProblem(group: OptionGroup, selection: Selection): GroupProblem | undefined {
  const { min, max } = groupLimits(group);
  const count = chosenOptions(selection, group).length;
  if (count < min) return { kind: 'at-least', count: min };
  if (max !== undefined && count > max) return { kind: 'up-to', count: max };
  return undefined;
}

/** The groups the guest sees: the product's, and the nested groups of the options chosen, in reading order. */
export function visibleGroups(
  groups: readonly OptionGroup[] | undefined,
  selection: Selection,
): OptionGroup[] {
  return (groups ?? []).flatMap((group) => [
    group,
    ...chosenOptions(selection, group).flatMap((option) => visibleGroups(option.optiongroups, selection)),
  ]);
}

/** The visible groups whose choices break their limits, by group id. */
export function selectionProblems(
  groups: readonly OptionGroup[] | undefined,
  selection: Selection,
): Map<number, GroupProblem> {
  const problems = new Map<number, GroupProblem>();
  for (const group of visibleGroups(groups, selection)) {
    const problem = groupProblem(group, selection);
    if (problem) problems.set(group.id, problem);
  }
  return problems;
}

/** The default options of groups that have nothing chosen yet, down through the defaults' nested groups. */
export function withDefaults(groups: readonly OptionGroup[] | undefined, selection: Selection): Selection {
  const next = new Map(selection);
  const fill = (level: readonly OptionGroup[] | undefined) => {
    for (const group of level ?? []) {
      if (!next.has(group.id)) {
        const { max } = groupLimits(group);
        const defaults = group.options.filter((option) => option.is_default).slice(0, max);
        if (defaults.length > 0)
          next.set(
            group.id,
            defaults.map((option) => option.id),
          );
      }
      for (const option of chosenOptions(next, group)) fill(option.optiongroups);
    }
  };
  fill(groups);
  return next;
}

/** Picks `option` in a single-choice group (replacing the previous one); undefined picks none. */
export function chooseSingle(
  selection: Selection,
  group: OptionGroup,
  option: OptionChoice | undefined,
): Selection {
  const next = new Map(selection);
  next.set(group.id, option ? [option.id] : []);
  return option ? withDefaults(option.optiongroups, next) : next;
}

/** Ticks or unticks `option` in a multiple-choice group. */
export function toggleOption(
  selection: Selection,
  group: OptionGroup,
  option: OptionChoice,
  checked: boolean,
): Selection {
  const next = new Map(selection);
  const others = chosenIn(selection, group).filter((id) => id !== option.id);
  next.set(group.id, checked ? [...others, option.id] : others);
  return checked ? withDefaults(option.optiongroups, next) : next;
}

/** The chosen options the order call takes: those of visible groups, one of each. */
export const selectedChoices = (
  groups: readonly OptionGroup[] | undefined,
  selection: Selection,
): OrderChoiceInput[] =>
  visibleGroups(groups, selection).flatMap((group) =>
    chosenOptions(selection, group).map((option) => ({ id: option.id, quantity: 1 })),
  );

const toCents = (dollars: number): number => Math.round(dollars * 100);

/** One item's price: the base price plus every visible chosen option's price, exact to the cent. */
export function unitPrice(product: Pick<MenuProduct, 'cost' | 'optiongroups'>, selection: Selection): number {
  const extras = visibleGroups(product.optiongroups, selection).reduce(
    (sum, group) =>
      sum + chosenOptions(selection, group).reduce((groupSum, option) => groupSum + toCents(option.cost), 0),
    0,
  );
  return (toCents(product.cost) + extras) / 100;
}

/** The price of `quantity` items. */
export const linePrice = (unit: number, quantity: number): number => (toCents(unit) * quantity) / 100;

/** The selection of an existing cart line (editing it): each chosen option in the group that holds it. */
export function selectionFromChoices(
  groups: readonly OptionGroup[] | undefined,
  optionIds: readonly number[],
): Selection {
  const selection = new Map<number, number[]>();
  const walk = (level: readonly OptionGroup[] | undefined) => {
    for (const group of level ?? []) {
      for (const option of group.options) {
        if (optionIds.includes(option.id))
          selection.set(group.id, [...(selection.get(group.id) ?? []), option.id]);
        walk(option.optiongroups);
      }
    }
  };
  walk(groups);
  return selection;
}
