/** One thing the site search can find: a menu product or a content page, with where it leads. */
export interface SearchDocument {
  id: string;
  kind: 'product' | 'page';
  title: string;
  /** The product's category; for a page, the words of its address (not shown). */
  category: string;
  /** The product's description or the page's text. */
  text: string;
  href: string;
}
