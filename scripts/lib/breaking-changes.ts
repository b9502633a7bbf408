import { apiCompare } from 'api-smart-diff';

/** Human-readable descriptions of every change api-smart-diff classifies as breaking. */
export function findBreakingChanges(before: object, after: object): string[] {
  const { diffs } = apiCompare(before, after);
  return diffs
    .filter((diff) => diff.type === 'breaking')
    .map((diff) => `${diff.description ?? diff.action} (at ${diff.path.join('.')})`);
}
