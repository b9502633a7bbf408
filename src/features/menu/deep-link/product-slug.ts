import { MAX_TYPO_EDIT_DISTANCE } from '../../../config/typos';

/** SPEC §4/§9: a deep-linked product matches a menu product's name exactly or within this many edits. */
export const MAX_PRODUCT_EDIT_DISTANCE = MAX_TYPO_EDIT_DISTANCE;

/** 'Cajun Filet Biscuit®' and 'cajun-filet-biscuit' normalise to the same slug. */
export function toProductSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Levenshtein distance; stops early once every path exceeds `limit` (returns limit + 1). */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMinimum = i;
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      const value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution);
      current.push(value);
      rowMinimum = Math.min(rowMinimum, value);
    }
    if (rowMinimum > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length] ?? 0;
}
