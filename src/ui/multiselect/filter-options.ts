export interface MultiselectOption {
  value: string;
  /** Already translated; what is shown and what typing matches. */
  label: string;
}

/** Lower case without accents, so "san jose" finds "San José". */
const folded = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/** The options whose label contains the typed text, the first `limit` of them, and how many matched. */
export function filterOptions(
  options: readonly MultiselectOption[],
  query: string,
  limit: number,
): { shown: MultiselectOption[]; matching: number } {
  const wanted = folded(query);
  const matches = wanted ? options.filter((option) => folded(option.label).includes(wanted)) : options;
  return { shown: matches.slice(0, limit), matching: matches.length };
}
