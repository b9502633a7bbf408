import type { SearchDocument } from './search-document';

/** A content page as the site search reads it (the content feature gives these). */
export interface SearchablePage {
  path: string;
  title: string;
  text: string;
}

export const pageDocuments = (pages: readonly SearchablePage[]): SearchDocument[] =>
  pages.map((page) => ({
    id: `page:${page.path}`,
    kind: 'page',
    title: page.title,
    category: '',
    text: page.text,
    href: page.path,
  }));
