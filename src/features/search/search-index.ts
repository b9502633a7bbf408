import MiniSearch, { type SearchResult } from 'minisearch';
import { MAX_TYPO_EDIT_DISTANCE } from '../../config/typos';
import type { SearchDocument } from './search-document';

export type SearchHit = Pick<SearchDocument, 'id' | 'kind' | 'title' | 'category' | 'href'>;

/** Words of three letters or fewer would match half the menu two edits away: one edit for them. */
const SHORT_TERM_LENGTH = 3;

const fuzzyFor = (term: string): number | false =>
  term.length < 2 ? false : term.length <= SHORT_TERM_LENGTH ? 1 : MAX_TYPO_EDIT_DISTANCE;

/** Lower case without accents, so "cajun" finds "cajún" and "menu" finds "Menú". */
const foldTerm = (term: string): string =>
  term
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** A MiniSearch index over the documents: titles count most, then categories, then text. */
export function buildSearchIndex(documents: readonly SearchDocument[]): MiniSearch<SearchDocument> {
  const index = new MiniSearch<SearchDocument>({
    fields: ['title', 'category', 'text'],
    storeFields: ['kind', 'title', 'category', 'href'],
    processTerm: foldTerm,
    searchOptions: {
      boost: { title: 3, category: 1.5 },
      prefix: true,
      fuzzy: fuzzyFor,
      combineWith: 'AND',
    },
  });
  index.addAll(documents);
  return index;
}

/** The best matches first: every word must match, as typed, as a prefix or within the typo distance. */
export function searchIndex(index: MiniSearch<SearchDocument>, query: string): SearchHit[] {
  if (!query.trim()) return [];
  return index.search(query).map((result: SearchResult) => ({
    id: String(result.id),
    kind: result.kind as SearchDocument['kind'],
    title: String(result.title),
    category: String(result.category),
    href: String(result.href),
  }));
}
