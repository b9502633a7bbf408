import { expect, test, type Page } from './support/test';

/** The mock build (`VITE_MOCKS=true`), served beside the production build by the Playwright config. */
const mockBuildUrl = `http://127.0.0.1:${process.env.E2E_MOCK_BUILD_PORT ?? 5191}/`;

/** How long a cold load of the mock build may take on a busy CI machine (playwright.config.ts). */
const MOCK_BUILD_COLD_LOAD_MS = 30_000;

const homeHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Order fried chicken online' });

/** Waits until the app's worker is active and answers its script and scope. */
const activeWorker = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { script: registration.active?.scriptURL, scope: registration.scope };
  });

const controllerScript = (page: Page) =>
  page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);

test.describe('the service worker of the production build', () => {
  test('registers /sw.js with scope / and controls the page after a reload', async ({ page, baseURL }) => {
    await page.goto('/');
    await expect(homeHeading(page)).toBeVisible();

    expect(await activeWorker(page)).toEqual({ script: `${baseURL}/sw.js`, scope: `${baseURL}/` });

    await page.reload();
    await expect(homeHeading(page)).toBeVisible();
    expect(await controllerScript(page)).toBe(`${baseURL}/sw.js`);
  });

  test('shows a page as last seen on a second visit while offline', async ({ page, context }) => {
    await page.goto('/');
    await activeWorker(page);
    // The second visit runs under the worker, which keeps the page and its files as they load.
    await page.reload();
    await expect(page.getByText(/^Hand-breaded chicken, scratch-made biscuits/)).toBeVisible();

    await context.setOffline(true);
    const response = await page.reload();

    expect(response?.fromServiceWorker()).toBe(true);
    await expect(homeHeading(page)).toBeVisible();
    // The kept page carries the CMS story it was rendered with: the hero is the story's, not the fallback.
    await expect(page.getByText(/^Hand-breaded chicken, scratch-made biscuits/)).toBeVisible();
    await context.setOffline(false);
  });

  test('answers a page not seen yet with the app shell while offline', async ({ page, context }) => {
    await page.goto('/');
    await activeWorker(page);
    await page.reload();
    await expect(homeHeading(page)).toBeVisible();

    await context.setOffline(true);
    const response = await page.goto('/careers');

    expect(response?.fromServiceWorker()).toBe(true);
    // The shell is not the home page: it renders the site's frame in the browser, never the home heading.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Henhouse home' })).toBeVisible();
    await expect(homeHeading(page)).toBeHidden();
    await context.setOffline(false);
  });

  test('keeps API, CMS and site-data calls out of the cache', async ({ page }) => {
    await page.goto('/');
    await activeWorker(page);
    // Under the worker: the home page reads the CMS and the top banner, the menu the ordering API.
    await page.reload();
    await expect(page.getByText(/^Hand-breaded chicken, scratch-made biscuits/)).toBeVisible();
    await page.goto('/menu');
    await expect(page.getByRole('navigation', { name: 'Menu categories' }).getByRole('link')).toHaveCount(7);

    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys())
          urls.push(new URL(request.url).pathname);
      }
      return urls;
    });

    expect(cached).toContain('/');
    expect(cached).toContain('/app-shell.html');
    expect(cached.some((path) => path.startsWith('/assets/'))).toBe(true);
    expect(cached.filter((path) => /^\/(api|cms|_data)\//.test(path))).toEqual([]);
  });

  test("in a browser without service workers, says SPEC §8's message and runs on", async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    // A browser with no service worker support has no `navigator.serviceWorker` at all.
    await page.addInitScript(() => {
      delete (Navigator.prototype as { serviceWorker?: unknown }).serviceWorker;
    });
    await page.goto('/menu');

    await expect.poll(() => warnings).toContain('serviceWorker is not supported in current browser!');
    await expect(page.getByRole('link', { name: 'Chicken Supremes', exact: true })).toBeVisible();
  });

  test('ships without the mock service worker', async ({ request }) => {
    const response = await request.get('/mockServiceWorker.js');
    // The preview answers unknown paths with the app's index.html; the mock worker's script is not there.
    expect(await response.text()).not.toContain('Mock Service Worker');
  });
});

test.describe('the mock build', () => {
  test('registers only the mock backend worker, never /sw.js', async ({ page }) => {
    await page.goto(mockBuildUrl);
    // A cold load of the mock build seeds its database in the page and starts the worker first:
    // the same wait as the mock-browser project's (playwright.config.ts), a hang detector.
    await expect(homeHeading(page)).toBeVisible({ timeout: MOCK_BUILD_COLD_LOAD_MS });

    const scripts = await page.evaluate(async () =>
      (await navigator.serviceWorker.getRegistrations()).map(
        (registration) => registration.active?.scriptURL,
      ),
    );

    expect(scripts).toEqual([`${mockBuildUrl}mockServiceWorker.js`]);
  });
});
