// @vitest-environment node
import { pageFile, prerenderedHtml, redirectsFile, shellHtml } from './prerender-files';
import { parseRedirects, resolveRedirect } from '../vite/static-host-pages';

const TEMPLATE = `<!doctype html>
<html lang="en-US">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta
      name="description"
      content="The site's description."
    />
    <title>Order Online</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const PAGE = {
  html: '<main><h1>About &amp; us</h1></main>',
  resources: '<link rel="preload" as="image" href="/a.webp"/>',
  head: { title: 'About <us>' },
  tags: [
    {
      tag: 'meta' as const,
      key: ['name', 'description'] as const,
      value: ['content', 'All "about" us'] as const,
    },
  ],
  state: {
    mutations: [],
    queries: [{ queryKey: ['x'], queryHash: '["x"]', state: { data: '</script><script>alert(1)</script>' } }],
  },
};

describe('prerendered files', () => {
  it('puts each page in a folder of its own, a page named by its query in a folder per value', () => {
    expect(pageFile('/')).toBe('index.html');
    expect(pageFile('/about/chicken-scoop')).toBe('about/chicken-scoop/index.html');
    expect(pageFile('/positions/info?id=shift-leader')).toBe('positions/info/shift-leader/index.html');
    expect(pageFile('/expansion-menu/items/bo-rounds?market=nashville-the-gulch')).toBe(
      'expansion-menu/items/bo-rounds/nashville-the-gulch/index.html',
    );
  });

  it('serves an expansion item named by its market from its file, and the item without one from the shell', () => {
    const item = '/expansion-menu/items/bo-rounds';
    const rules = parseRedirects(
      redirectsFile([`${item}?market=nashville-the-gulch`], ['/expansion-menu/items/:item']),
    );
    const resolve = (address: string) => resolveRedirect(rules, new URL(address, 'http://site'));
    expect(resolve(`${item}?market=nashville-the-gulch`)).toEqual({
      file: `${item}/nashville-the-gulch/index.html`,
      status: 200,
    });
    expect(resolve(item)).toEqual({ file: '/app-shell.html', status: 200 });
    expect(resolve('/expansion-menu/items/biscuit')).toEqual({ file: '/app-shell.html', status: 200 });
  });

  it("writes the page's title, head, markup and query cache into the template", () => {
    const html = prerenderedHtml(TEMPLATE, '/about', PAGE as never);
    expect(html).toContain('<title>About &lt;us&gt;</title>');
    expect(html).not.toContain("The site's description.");
    expect(html).toContain('<meta name="description" content="All &quot;about&quot; us" />');
    expect(html).toContain(
      '<div id="root" data-prerendered="/about"><main><h1>About &amp; us</h1></main></div>',
    );
    expect(html).toContain('<link rel="preload" as="image" href="/a.webp"/>');
    expect(html).toMatch(/<meta charset="UTF-8" \/>\s*<script>try\{/);
  });

  it('keeps a CMS text from ending the query cache block early', () => {
    const html = prerenderedHtml(TEMPLATE, '/about', PAGE as never);
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('\\u003c/script>');
  });

  it('marks the shell of the visitor-dependent pages noindex', () => {
    expect(shellHtml(TEMPLATE)).toContain('<meta name="robots" content="noindex" />');
  });

  it('answers addresses as a static host reading _redirects does', () => {
    const rules = parseRedirects(
      redirectsFile(['/', '/positions/info?id=cook'], ['/account', '/menu/:mid', '/chickenverse/:slug?']),
    );
    const resolve = (address: string) => resolveRedirect(rules, new URL(address, 'http://site'));
    expect(resolve('/positions/info?id=cook')).toEqual({
      file: '/positions/info/cook/index.html',
      status: 200,
    });
    expect(resolve('/account')).toEqual({ file: '/app-shell.html', status: 200 });
    expect(resolve('/menu/100')).toEqual({ file: '/app-shell.html', status: 200 });
    expect(resolve('/chickenverse/new-story')).toEqual({ file: '/app-shell.html', status: 200 });
    expect(resolve('/no-such-page')).toEqual({ file: '/404.html', status: 404 });
  });
});
