import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { onCateringHost } from './support/site-frame-state';

/**
 * Every internal link leads somewhere: from `/`, on both channels and in both languages,
 * the crawler follows every same-origin link of every page it reaches and fails on any page that
 * answers with the 404 page. Each page template is also scanned by axe once per channel, on the
 * desktop and the phone layout.
 */

const NOT_FOUND = /^404 Whoops! You flew the coop\.$|^404 ¡Ups! Te escapaste del gallinero\.$/;

/** Links that are 404 on purpose; none today. */
const DELIBERATE_404: readonly RegExp[] = [];

/** A page's template: its first path segment, whether it has more, and its query's names. */
function templateOf(url: URL): string {
  const [first = '', ...rest] = url.pathname.split('/').filter(Boolean);
  const query = [...url.searchParams.keys()].sort().join('&');
  return `/${first}${rest.length > 0 ? '/*' : ''}${query ? `?${query}` : ''}`;
}

interface InternalLink {
  /** Path + query. */
  path: string;
  /** In the frame around the page (header, bars, footer) rather than in the page's `<main>`. */
  inFrame: boolean;
}

/** The same-origin links on the page now (fragments and files left out). */
async function internalLinks(page: Page): Promise<InternalLink[]> {
  const links = await page.locator('a[href]').evaluateAll((anchors) =>
    anchors.map((anchor) => ({
      href: (anchor as HTMLAnchorElement).href,
      inFrame: anchor.closest('main') === null,
    })),
  );
  const origin = new URL(page.url()).origin;
  return links.flatMap(({ href, inFrame }) => {
    const url = new URL(href);
    if (url.origin !== origin || /\.(pdf|json|xml|txt|png|jpe?g|svg|webp)$/i.test(url.pathname)) return [];
    url.searchParams.delete('lang');
    return [{ path: `${url.pathname}${url.search}`, inFrame }];
  });
}

/**
 * Goes to `target` as a link click would (history push, no reload) and waits until the page it
 * lands on has focused its heading, as every page does after an in-app navigation. A link to the
 * page already shown with another query is loaded afresh: the same page only re-renders then.
 */
async function visit(page: Page, target: string): Promise<void> {
  const samePage = new URL(page.url()).pathname === new URL(target, page.url()).pathname;
  if (samePage) {
    await page.goto(target);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  } else {
    await page.evaluate((path) => window.history.pushState(null, '', path), target);
    await expect(page.locator('h1:focus')).toHaveCount(1);
  }
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

/**
 * A SPEC §4 deep link (`?store=`, `?product=`) chooses a location or starts an order: the pages seen
 * before it were read without that choice. Those links are checked last, and the crawl does not
 * follow what they lead to, so every other link is checked in the state its page showed it in.
 */
const choosesForTheVisitor = (path: string) => {
  const query = new URL(path, 'http://site.test').searchParams;
  return query.has('store') || query.has('product');
};

const CHANNELS = [
  { name: 'main site', start: (baseURL: string | undefined) => new URL('/', baseURL).href },
  { name: 'catering site', start: (baseURL: string | undefined) => onCateringHost(baseURL, '/') },
] as const;

type Language = 'en' | 'es';

/** Whether the crawl follows a link it has not followed yet, given the templates it has queued. */
type Follows = (link: InternalLink, template: string, queuedTemplates: ReadonlySet<string>) => boolean;

interface Crawl {
  /** Every link followed, as path + query. */
  followed: Set<string>;
  /** The links that lead to the 404 page, each with the page that holds it. */
  broken: string[];
}

/**
 * From the page at `start` (in `language`), follows every link `follows` admits, and on each page
 * template's first page runs axe when `scan` says so.
 */
async function crawl(
  page: Page,
  start: URL,
  language: Language,
  follows: Follows,
  scan: boolean,
): Promise<Crawl> {
  const entry = new URL(start);
  entry.searchParams.set('lang', language);
  await page.goto(entry.href);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

  const queue = ['/'];
  const deepLinks: string[] = [];
  const followed = new Set(queue);
  /** Where each link was first found, to name the page that holds a broken one. */
  const foundOn = new Map<string, string>();
  const scannedTemplates = new Set<string>();
  const queuedTemplates = new Set<string>();
  const broken: string[] = [];
  const next = () => queue.shift() ?? deepLinks.shift();
  for (let path = next(); path !== undefined; path = next()) {
    // The start page ('/', followed first and only once) is already shown.
    if (path !== '/') await visit(page, path);
    const heading = (await page.getByRole('heading', { level: 1 }).first().textContent())?.trim() ?? '';
    if (NOT_FOUND.test(heading)) {
      if (!DELIBERATE_404.some((pattern) => pattern.test(path)))
        broken.push(`${path} (linked from ${foundOn.get(path)})`);
      continue;
    }
    const template = templateOf(new URL(page.url()));
    if (scan && !scannedTemplates.has(template)) {
      scannedTemplates.add(template);
      await test.step(`axe: ${page.url()}`, () => expectNoAxeViolations(page));
    }
    if (choosesForTheVisitor(path)) continue;
    for (const link of await internalLinks(page)) {
      if (followed.has(link.path)) continue;
      const linkTemplate = templateOf(new URL(link.path, page.url()));
      if (!follows(link, linkTemplate, queuedTemplates)) continue;
      followed.add(link.path);
      queuedTemplates.add(linkTemplate);
      foundOn.set(link.path, path);
      (choosesForTheVisitor(link.path) ? deepLinks : queue).push(link.path);
    }
  }
  return { followed, broken };
}

for (const channel of CHANNELS) {
  test(`the ${channel.name} has no link to a missing page`, async ({ page, baseURL }, testInfo) => {
    // Two crawls of a hundred-odd pages each: 2.5-3 minutes on a quiet 2-core machine, over 6 on
    // a loaded one. The timeout only detects a hang.
    test.setTimeout(600_000);
    const start = new URL(channel.start(baseURL));
    const phoneLayout = testInfo.project.name === 'mobile';

    const english = await test.step('in English', () =>
      crawl(
        page,
        start,
        'en',
        phoneLayout ? (link, template, queued) => link.inFrame || !queued.has(template) : () => true,
        true,
      ));
    expect(english.broken, `pages reached from ${start.href} that show the 404 page`).toEqual([]);
    // The crawl reached the site, not just its home page.
    expect(english.followed.size).toBeGreaterThan(20);
    if (phoneLayout) return;

    // Spanish has the same routes: what can differ is the links its pages carry (CMS content,
    // Spanish menus). It follows every link the English crawl did not, and one per template.
    const spanish = await test.step('in Spanish', () =>
      crawl(
        page,
        start,
        'es',
        (link, template, queued) => !english.followed.has(link.path) || !queued.has(template),
        false,
      ));
    expect(spanish.broken, `pages reached from ${start.href} in Spanish that show the 404 page`).toEqual([]);
  });
}
