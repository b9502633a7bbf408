import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { dehydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import { Router } from 'wouter';
import { App } from '../app/app';
import { PageHeadCollector } from '../app/page-head/use-page-head';
import type { HeadTag, PageHead } from '../app/page-head/head-tags';
import { prefetchRouteData, preloadRoute } from '../app/routes';
import { ROUTES } from '../app/route-table';
import { CONTENT_ROUTE_PATTERNS } from '../app/content-routes';
import { createQueryClient } from '../api/query-client';
import { axiosInstance } from '../api/http-client';
import { setPrerenderServerOrigin } from '../lib/page-url';
import { fetchStories } from '../features/content/cms/cms-client';
import { positionsQueryOptions } from '../features/content/jobs/job-stories';
import { expansionStoresQueryOptions } from '../features/content/expansion/expansion-stores';
import { expansionItemKey } from '../features/content/expansion/use-expansion-menu';
import { withMarket } from '../features/content/expansion/use-market';
import { getLocation } from '../api/generated/endpoints/locations/locations';
import { getMenu } from '../api/generated/endpoints/menus/menus';
import { HOME_STORY_SLUG } from '../features/content/cms/story-slug';
import { paths } from '../config/paths';

export interface RenderedPage {
  /** The app's markup, for inside `#root`. */
  html: string;
  /** Resource hints React asked for (the largest picture's preload), for the document's head. */
  resources: string;
  head: PageHead;
  tags: HeadTag[];
  /** The query cache the page was rendered from, for the browser to hydrate with. */
  state: DehydratedState;
}

async function readStream(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>)
    html += decoder.decode(chunk, { stream: true });
  return html + decoder.decode();
}

/** Whether a query's readers want it fetched: a disabled one (an order id not known yet) is not. */
function isWanted(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/**
 * Waits for the queries the render asked for: those on their way, and those a server render
 * creates but never fetches. Answers how many there were; none means the render was complete.
 */
async function settleQueries(queryClient: QueryClient): Promise<number> {
  const waiting = queryClient
    .getQueryCache()
    .getAll()
    .filter(
      (query) =>
        query.state.fetchStatus === 'fetching' ||
        (query.state.status === 'pending' && query.options.queryFn !== undefined && isWanted(query)),
    );
  await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
  return waiting.length;
}

/** Sends the app's calls to the API (or the offline backend) the build reads from. */
export function sendCallsTo(origin: string): void {
  axiosInstance.defaults.baseURL = origin;
  setPrerenderServerOrigin(origin);
}

const MAX_RENDER_PASSES = 4;

/** React puts the resources it hoists (preloads) first; they belong in the document's head. */
const LEADING_RESOURCES = /^(?:<link\b[^>]*>)+/;

/**
 * Renders the page at `url` (a path with its query) as HTML, as a first-time visitor in English on
 * the default channel sees it, with every query it reads answered: renders, fetches what the render
 * asked for, and renders again until nothing new is asked.
 */
export async function renderPage(url: string): Promise<RenderedPage> {
  const { pathname, search } = new URL(url, 'http://prerender.invalid');
  const query = search.replace(/^\?/, '');
  const queryClient = createQueryClient();
  await preloadRoute(pathname);
  await prefetchRouteData(queryClient, pathname, query);
  await settleQueries(queryClient);
  let html = '';
  let head: PageHead = { title: '' };
  let tags: HeadTag[] = [];
  for (let pass = 0; pass < MAX_RENDER_PASSES; pass++) {
    const errors: unknown[] = [];
    const collect = (next: PageHead, nextTags: HeadTag[]) => {
      head = next;
      tags = nextTags;
    };
    const { prelude } = await prerender(
      <StrictMode>
        <Router ssrPath={pathname} ssrSearch={query}>
          <PageHeadCollector value={collect}>
            <App queryClient={queryClient} />
          </PageHeadCollector>
        </Router>
      </StrictMode>,
      // Every boundary inline, however large: React otherwise moves a big one (the locations
      // directory) to the end of the stream with a script to put it back, which HTML without
      // JavaScript, and the strict Content-Security-Policy, never run.
      { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    if (errors.length > 0) throw new AggregateError(errors, `${url} could not be prerendered`);
    html = await readStream(prelude);
    // A boundary that suspended on code (a lazily loaded part) is inline only in a render after it.
    const suspended = html.includes('<template id="B:');
    if ((await settleQueries(queryClient)) === 0 && !suspended) break;
  }
  if (html.includes('<template id="B:'))
    throw new Error(`${url} still waited on code after ${MAX_RENDER_PASSES} renders`);
  const resources = LEADING_RESOURCES.exec(html)?.[0] ?? '';
  return { html: html.slice(resources.length), resources, head, tags, state: dehydrate(queryClient) };
}

/** A pattern with no parameters is one address. */
const isStaticPattern = (pattern: string) => !pattern.includes(':');

/**
 * Every address a visitor can reach that is the same for everyone: the route table's public pages,
 * each CMS content page, each position, and each expansion market's menu and items.
 */
export async function listPublicPages(): Promise<string[]> {
  const pages = new Set<string>();
  for (const route of ROUTES) {
    // A position's page is named by its query: each is listed below, never the bare address.
    if (route.public && isStaticPattern(route.pattern) && route.pattern !== paths.positionInfo.pattern) {
      pages.add(route.pattern);
    }
  }
  const { stories } = await fetchStories();
  for (const story of stories) {
    if (story.full_slug === HOME_STORY_SLUG || story.full_slug.startsWith('global/')) continue;
    pages.add(`/${story.full_slug}`);
  }
  const { signal } = new AbortController();
  const positions = await positionsQueryOptions(undefined).queryFn({ signal });
  for (const position of positions) pages.add(paths.positionInfo.href(position.slug));
  for (const address of await expansionMarketPages(signal)) pages.add(address);
  return [...pages];
}

/**
 * Each expansion market's menu and each of its items, named by the market as the pages link to
 * them (`?market=`): the CMS names the market's restaurant, the restaurant its menu.
 */
async function expansionMarketPages(signal: AbortSignal): Promise<string[]> {
  const pages: string[] = [];
  for (const store of await expansionStoresQueryOptions(undefined).queryFn({ signal })) {
    pages.push(withMarket(paths.expansionMenuItems.href(), store.slug));
    const location = await getLocation(store.locationId, undefined, undefined, signal);
    const menu = await getMenu(location.menu_id, undefined, signal);
    for (const product of menu.categories.flatMap((category) => category.products))
      pages.push(withMarket(paths.expansionMenuItem.href(expansionItemKey(product)), store.slug));
  }
  return pages;
}

/**
 * The route table's patterns the browser renders from the shell: pages that depend on the visitor,
 * and public pages with parameters that are not listed ahead (an expansion market's item). The
 * content routes are not among them: every story is prerendered, any other slug is the 404 page.
 */
export const clientOnlyPatterns = (): string[] =>
  ROUTES.filter(
    (route) =>
      !route.public ||
      (!isStaticPattern(route.pattern) &&
        !(CONTENT_ROUTE_PATTERNS as readonly string[]).includes(route.pattern)),
  ).map((route) => route.pattern);
