import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { onCateringHost } from './support/site-frame-state';
import { ONE_VIEWPORT } from './support/viewports';

/**
 * Every internal link leads somewhere (issue 22): from `/`, on both channels and in both languages,
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

for (const channel of CHANNELS) {
  for (const language of ['en', 'es'] as const) {
    // Spanish has the same pages and links as English: the phone layout crawls English only.
    const tag = language === 'es' ? ` ${ONE_VIEWPORT}` : '';
    test(`the ${channel.name} in ${language} has no link to a missing page${tag}`, async ({
      page,
      baseURL,
    }, testInfo) => {
      test.slow();
      const phoneLayout = testInfo.project.name === 'mobile';
      const start = new URL(channel.start(baseURL));
      start.searchParams.set('lang', language);
      await page.goto(start.href);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

      const queue = ['/'];
      const deepLinks: string[] = [];
      const seen = new Set(queue);
      /** Where each link was first found, to name the page that holds a broken one. */
      const foundOn = new Map<string, string>();
      const scannedTemplates = new Set<string>();
      /** The templates of the links queued so far. */
      const queuedTemplates = new Set<string>();
      const broken: string[] = [];
      const next = () => queue.shift() ?? deepLinks.shift();
      for (let path = next(); path !== undefined; path = next()) {
        // The start page is already shown.
        if (seen.size > 1) await visit(page, path);
        const heading = (await page.getByRole('heading', { level: 1 }).first().textContent())?.trim() ?? '';
        if (NOT_FOUND.test(heading)) {
          if (!DELIBERATE_404.some((pattern) => pattern.test(path)))
            broken.push(`${path} (linked from ${foundOn.get(path)})`);
          continue;
        }
        const template = templateOf(new URL(page.url()));
        if (language === 'en' && !scannedTemplates.has(template)) {
          scannedTemplates.add(template);
          await test.step(`axe: ${page.url()}`, () => expectNoAxeViolations(page));
        }
        if (choosesForTheVisitor(path)) continue;
        for (const { path: link, inFrame } of await internalLinks(page)) {
          if (seen.has(link)) continue;
          const linkTemplate = templateOf(new URL(link, page.url()));
          if (phoneLayout && !inFrame && queuedTemplates.has(linkTemplate)) continue;
          seen.add(link);
          queuedTemplates.add(linkTemplate);
          foundOn.set(link, path);
          (choosesForTheVisitor(link) ? deepLinks : queue).push(link);
        }
      }
      expect(broken, `pages reached from ${start.href} that show the 404 page`).toEqual([]);
      // The crawl reached the site, not just its home page.
      expect(seen.size).toBeGreaterThan(20);
    });
  }
}
