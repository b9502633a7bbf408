/**
 * After `vite build` and the prerender's server build (`dist-prerender/`): writes each public page
 * as HTML into `dist/` (its own title, head and content, and the query cache it was rendered from),
 * the shell that the visitor-dependent pages start from, the 404 page, `_redirects` for the static
 * host, `sitemap.xml` and `robots.txt`.
 *
 * The pages read the API and CMS at `PRERENDER_API_URL` when it is set (the deployed ones), else a
 * mock server started here: `npm ci && npm run build` needs no network.
 *
 *   npx tsx scripts/prerender.ts
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SitemapStream, streamToPromise } from 'sitemap';
import { startMockServer } from './lib/start-mock-server.ts';
import { prerenderedHtml, pageFile, redirectsFile, robotsFile, shellHtml } from './lib/prerender-files.ts';

const repoRoot = resolve(import.meta.dirname, '..');
const dist = join(repoRoot, 'dist');
const serverEntry = join(repoRoot, 'dist-prerender', 'render-page.js');
const NOT_FOUND_ADDRESS = '/404';

type RenderModule = typeof import('../src/prerender/render-page.tsx');

const write = (file: string, text: string) => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
};

async function main(): Promise<void> {
  const siteUrl = (process.env.VITE_SITE_URL ?? 'http://127.0.0.1:4173').replace(/\/+$/, '');
  const configured = process.env.PRERENDER_API_URL;
  const mock = configured ? undefined : await startMockServer('real');
  try {
    const server = configured ?? mock?.baseUrl ?? '';
    const { renderPage, listPublicPages, sendCallsTo, clientOnlyPatterns } = (await import(
      pathToFileURL(serverEntry).href
    )) as RenderModule;
    sendCallsTo(server);
    const template = readFileSync(join(dist, 'index.html'), 'utf8');
    const pages = await listPublicPages();
    for (const address of pages) {
      const page = await renderPage(address);
      write(join(dist, pageFile(address)), prerenderedHtml(template, address, page));
    }
    // Any address the site has no page for: rendered once, sent with status 404.
    const notFound = await renderPage(NOT_FOUND_ADDRESS);
    write(join(dist, '404.html'), prerenderedHtml(template, NOT_FOUND_ADDRESS, notFound));
    write(join(dist, 'app-shell.html'), shellHtml(template));
    write(join(dist, '_redirects'), redirectsFile(pages, clientOnlyPatterns()));
    const sitemap = new SitemapStream({ hostname: `${siteUrl}/` });
    for (const address of pages) sitemap.write({ url: address });
    sitemap.end();
    write(join(dist, 'sitemap.xml'), (await streamToPromise(sitemap)).toString());
    write(join(dist, 'robots.txt'), robotsFile(siteUrl));
    console.log(`Prerendered ${pages.length} pages and the 404 page from ${server}.`);
  } finally {
    await mock?.stop();
  }
}

await main();
