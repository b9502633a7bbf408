import type { Menu, OptionGroup, OrderChoiceInput, OrderProductLine } from '../../src/api/generated/model';
import { findMenuProduct, findMenuProductBySku, type OptionInTree } from './menu-catalog';
import { buildLine, lineRequestOf } from './order-lines';

/**
 * Moving lines from one menu to another (transfer to another location, reorder of a past order):
 * a product moves when a product with the same sku is on the target menu and every chosen option
 * has a counterpart there (same group and option names); it is re-priced at the target menu.
 */

export interface LinesTransfer {
  moved: OrderProductLine[];
  notTransferred: OrderProductLine[];
}

const sameName = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** An option with the names of the groups and options above it: "Choose a drink/Coca-Cola/Drink size/Large". */
interface OptionOnPath extends OptionInTree {
  path: string;
}

function optionsOnPaths(groups: readonly OptionGroup[] | undefined, above = ''): OptionOnPath[] {
  return (groups ?? []).flatMap((group) =>
    group.options.flatMap((option) => {
      const path = `${above}${group.description.trim().toLowerCase()}/${option.name.trim().toLowerCase()}`;
      return [{ option, group, path }, ...optionsOnPaths(option.optiongroups, `${path}/`)];
    }),
  );
}

/**
 * The target's option for a chosen one: the same place in the tree first (a "Large" under the chosen
 * drink, not the first "Large" of any drink), else the same group and option names, else the name.
 */
const counterpart = (source: OptionOnPath | undefined, target: readonly OptionOnPath[], name: string) =>
  (source && target.find((candidate) => candidate.path === source.path)) ??
  target.find(
    (candidate) =>
      sameName(candidate.option.name, source?.option.name ?? name) &&
      (!source || sameName(candidate.group.description, source.group.description)),
  ) ??
  target.find((candidate) => sameName(candidate.option.name, source?.option.name ?? name));

export function transferLines(
  lines: readonly OrderProductLine[],
  fromMenu: Menu | undefined,
  toMenu: Menu,
): LinesTransfer {
  const result: LinesTransfer = { moved: [], notTransferred: [] };
  for (const line of lines) {
    const source = fromMenu && findMenuProduct(fromMenu, line.product_id);
    const target = source ? findMenuProductBySku(toMenu, source.sku) : undefined;
    if (!source || !target) {
      result.notTransferred.push(line);
      continue;
    }
    const sourceOptions = optionsOnPaths(source.optiongroups);
    const targetOptions = optionsOnPaths(target.optiongroups);
    const choices: OrderChoiceInput[] = [];
    for (const choice of line.choices) {
      const from = sourceOptions.find((entry) => entry.option.id === choice.option_id);
      const to = counterpart(from, targetOptions, choice.name);
      if (to) choices.push({ id: to.option.id, quantity: choice.quantity });
    }
    const built =
      choices.length === line.choices.length
        ? buildLine(target, { ...lineRequestOf(line), choices }, result.moved.length + 1)
        : undefined;
    if (built?.ok) result.moved.push(built.line);
    else result.notTransferred.push(line);
  }
  return result;
}
