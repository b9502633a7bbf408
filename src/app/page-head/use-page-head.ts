import { createContext, useContext, useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { applyHeadTags, headTags, type PageHead } from './head-tags';

const messages = defineMessages({
  siteDescription: {
    id: 'pageHead.siteDescription',
    defaultMessage: 'Order fried chicken, biscuits and sides for pickup, curbside or delivery.',
  },
});

/** While prerendering, receives the head of the page being rendered. */
export const PageHeadCollector = createContext<
  ((head: PageHead, tags: ReturnType<typeof headTags>) => void) | null
>(null);

/**
 * Whether search engines may index the route shown: its public pages, not those that depend on the
 * visitor (account, order, checkout), which the route table leaves unmarked.
 */
export const RouteIsIndexed = createContext(false);

/**
 * Query parameters that name a page rather than a view of it: a position (`/positions/info?id=…`)
 * and an expansion market's menu and items (`?market=…`).
 */
const PAGE_NAMING_QUERY = ['id', 'market'];

/** The page's own address for its canonical link: the path, and a query only where it names the page. */
export function canonicalPath(path: string, search: string): string {
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(search))
    if (PAGE_NAMING_QUERY.includes(name)) kept.set(name, value);
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * Gives the page its tab title, description, canonical address and link preview, in the language
 * shown. While prerendering they go into the HTML; in the browser they follow the page.
 */
export function usePageHead(head: PageHead): void {
  const intl = useIntl();
  const [path] = useLocation();
  const search = useSearch();
  const indexed = useContext(RouteIsIndexed);
  const tags = headTags(
    { ...head, noindex: head.noindex ?? !indexed },
    canonicalPath(path, search),
    intl.formatMessage(messages.siteDescription),
  );
  const collect = useContext(PageHeadCollector);
  collect?.(head, tags);
  const key = JSON.stringify(tags);
  useEffect(() => {
    document.title = head.title;
    applyHeadTags(document, JSON.parse(key) as typeof tags);
  }, [head.title, key]);
}
