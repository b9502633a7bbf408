import { HOLD_BACK_SCRIPT } from '../../src/config/hold-back-script.ts';
import { headTagsHtml, type HeadTag, type PageHead } from '../../src/app/page-head/head-tags.ts';
import { prerenderedStateScript } from '../../src/prerender/prerendered-state.ts';
import type { DehydratedState } from '@tanstack/react-query';

export interface PrerenderedPage {
  html: string;
  resources: string;
  head: PageHead;
  tags: HeadTag[];
  state: DehydratedState;
}

const ROOT = '<div id="root"></div>';
const TITLE = /<title>[\s\S]*?<\/title>/;
const DESCRIPTION = /\s*<meta\s+name="description"[\s\S]*?\/>/;

const escapeText = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replaceAll('"', '&quot;');

/**
 * The file a static host serves for `address`: `/about` → `about/index.html`. A page named by its
 * query (`/positions/info?id=cook`) gets a folder per value, which `_redirects` maps the query to.
 */
export function pageFile(address: string): string {
  const { pathname, searchParams } = new URL(address, 'http://site.invalid');
  const segments = [
    ...pathname.split('/').filter(Boolean),
    ...[...searchParams.values()].map(encodeURIComponent),
  ];
  return [...segments, 'index.html'].join('/');
}

function withHoldBack(template: string): string {
  return template.replace(
    '<meta charset="UTF-8" />',
    `<meta charset="UTF-8" />\n    <script>${HOLD_BACK_SCRIPT}</script>`,
  );
}

/** The template with the page's head, its markup in `#root` and its query cache. */
export function prerenderedHtml(template: string, address: string, page: PrerenderedPage): string {
  if (!template.includes(ROOT)) throw new Error(`index.html has no ${ROOT} to prerender into.`);
  const head = `<title>${escapeText(page.head.title)}</title>\n    ${headTagsHtml(page.tags)}${page.resources}`;
  return withHoldBack(template)
    .replace(DESCRIPTION, '')
    .replace(TITLE, () => head)
    .replace(
      ROOT,
      () =>
        `<div id="root" data-prerendered="${escapeAttribute(address)}">${page.html}</div>\n    ${prerenderedStateScript(page.state)}`,
    );
}

/** The page the visitor-dependent addresses start from: the app renders it all; no search engine lists it. */
export function shellHtml(template: string): string {
  return template.replace(
    '<meta name="viewport"',
    '<meta name="robots" content="noindex" />\n    <meta name="viewport"',
  );
}

/** A route pattern in the host's rule syntax: `:name?` (an optional segment) becomes the rest of the path. */
const ruleOf = (pattern: string) => pattern.replace(/\/:[a-z]+\?$/i, '/*');

/**
 * `_redirects` for the static host: pages named by a query to their folder, the visitor-dependent
 * routes to the shell, and anything else to the 404 page with status 404.
 */
export function redirectsFile(pages: readonly string[], clientOnlyPatterns: readonly string[]): string {
  const queryRules = new Set<string>();
  for (const address of pages) {
    const { pathname, searchParams } = new URL(address, 'http://site.invalid');
    for (const name of searchParams.keys())
      queryRules.add(`${pathname} ${name}=:${name} ${pathname}/:${name}/index.html 200`);
  }
  const shellRules = [...new Set(clientOnlyPatterns.map(ruleOf))].map(
    (rule) => `${rule} /app-shell.html 200`,
  );
  return [...queryRules, ...shellRules, '/* /404.html 404', ''].join('\n');
}

export const robotsFile = (siteUrl: string): string =>
  ['User-agent: *', 'Allow: /', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
