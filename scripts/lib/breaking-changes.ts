import { apiCompare } from 'api-smart-diff';

const show = (value: unknown): string => (value === undefined ? '∅' : JSON.stringify(value));

/** One line per change api-smart-diff classifies as breaking: what changed, where, and from what to what. */
export function findBreakingChanges(before: object, after: object): string[] {
  const { diffs } = apiCompare(before, after);
  return diffs
    .filter((diff) => diff.type === 'breaking')
    .map((diff) => `${diff.action} at ${diff.path.join('.')}: ${show(diff.before)} → ${show(diff.after)}`);
}
