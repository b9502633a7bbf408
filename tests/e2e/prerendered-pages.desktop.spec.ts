import { expect, test, type Page } from './support/test';

/** The hydration check's parts, each a test of its own. */
const HYDRATION_PARTS = 4;

/** Every address the build's sitemap lists, as a path with its query. */
async function sitemapPages(page: Page, parts = 1): Promise<string[]> {
  const response = await page.request.get('/sitemap.xml');
  expect(response.ok()).toBe(true);
  const addresses = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => {
    const url = new URL((loc ?? '').replaceAll('&amp;', '&'));
    return `${url.pathname}${url.search}`;
  });
  expect(addresses.length).toBeGreaterThan(20);
  // Each page is a few loads: the test's time grows with the sitemap (a hang detector, not a speed check).
  test.setTimeout((addresses.length / parts) * 6_000);
  return addresses;
}

test.describe('prerendered pages', () => {
  test('each page the sitemap lists arrives as HTML with its own title, head and heading', async ({
    page,
  }) => {
    const titles = new Set<string>();
    const addresses = await sitemapPages(page);
    for (const address of addresses) {
      const response = await page.request.get(address);
      expect(response.status(), address).toBe(200);
      const html = await response.text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      expect(title, address).not.toBe('');
      titles.add(title);
      expect(html, address).toMatch(/<link rel="canonical" href="http:\/\/[^"]+"/);
      expect(html, address).toMatch(/<meta property="og:title" content="[^"]+"/);
      expect(html, address).toMatch(/<meta property="og:image" content="http[^"]+"/);
      expect(html, address).toMatch(/<meta name="description" content="[^"]+"/);
      expect(html, address).toContain('<meta name="robots" content="index, follow" />');
      expect(html, address).toMatch(/<h1\b[^>]*>[^<]+/);
    }
    // The expansion markets' items are pages of their own, each named by its market (five seeded).
    const markets = new Set(
      addresses.flatMap(
        (address) => /^\/expansion-menu\/items\/[^/?]+\?market=(.+)$/.exec(address)?.[1] ?? [],
      ),
    );
    expect(markets.size).toBe(5);
    // Each page has its own title, not the shell's one for all.
    expect(titles.size).toBeGreaterThan(addresses.length * 0.9);
  });

  test('without JavaScript, each shows its heading and working links', async ({ browser, page }) => {
    const addresses = await sitemapPages(page);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const noScript = await context.newPage();
    for (const address of addresses) {
      await noScript.goto(address);
      await expect(noScript.getByRole('heading', { level: 1 }), address).toBeVisible();
      await expect(noScript.getByRole('link', { name: 'Henhouse home' }), address).toHaveAttribute(
        'href',
        '/',
      );
    }
    await noScript.getByRole('link', { name: 'Contact Us' }).click();
    await expect(noScript.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await context.close();
  });

  // A few hundred pages, most of them an expansion market's items: in parts, so that both workers
  // share them.
  for (let part = 0; part < HYDRATION_PARTS; part++) {
    test(`with JavaScript, each hydrates with no error (part ${part + 1} of ${HYDRATION_PARTS})`, async ({
      page,
    }) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`);
      });
      const addresses = await sitemapPages(page, HYDRATION_PARTS);
      const tried = new Set<string>();
      for (const address of addresses.filter((_, index) => index % HYDRATION_PARTS === part)) {
        // `goto` returns once React has taken over the page's markup (./support/test.ts).
        await page.goto(address);
        // And the page answers: the cart opens, on the first page of each kind.
        const kind = (address.split('?')[0] ?? '').split('/').slice(0, 3).join('/');
        if (!tried.has(kind)) {
          tried.add(kind);
          await page.getByRole('button', { name: /^Cart/ }).first().click();
          await expect(page.getByRole('heading', { name: 'Your Cart' })).toBeVisible();
          await page.keyboard.press('Escape');
        }
        expect(problems, address).toEqual([]);
      }
    });
  }

  test('an address with no page is the 404 page, sent with status 404', async ({ page }) => {
    const response = await page.goto('/no-such-page-here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Whoops! You flew the coop.');
    await expect(page).toHaveTitle('Page not found');
  });

  test('robots.txt names the sitemap, and visitor-dependent pages say noindex', async ({ page }) => {
    const robots = await (await page.request.get('/robots.txt')).text();
    expect(robots).toMatch(/^Sitemap: http.+\/sitemap\.xml$/m);
    const account = await (await page.request.get('/account/settings')).text();
    expect(account).toContain('<meta name="robots" content="noindex" />');
  });
});
