import type { SearchDocument } from './search-document';

/** A page as the site search reads it: a content page of the CMS, or a page of the site itself. */
export interface SearchablePage {
  path: string;
  title: string;
  text: string;
}

/** The words of a page's address ("/menu/nutrition" → "menu nutrition"), so "faq" finds "/faq". */
const wordsOfPath = (path: string): string => path.split(/[/-]+/).filter(Boolean).join(' ');

/**
 * One document per address: when the CMS and the site both describe a page, its title is the first
 * one given and the texts are searched together.
 */
export function pageDocuments(pages: readonly SearchablePage[]): SearchDocument[] {
  const byPath = new Map<string, SearchDocument>();
  for (const page of pages) {
    const known = byPath.get(page.path);
    if (known) {
      known.text = `${known.text} ${page.title} ${page.text}`;
      continue;
    }
    byPath.set(page.path, {
      id: `page:${page.path}`,
      kind: 'page',
      title: page.title,
      category: wordsOfPath(page.path),
      text: page.text,
      href: page.path,
    });
  }
  return [...byPath.values()];
}
