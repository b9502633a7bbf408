import { expect, test, type Page } from './support/test';
import { CMS_PAGE_SEEDS } from '../../mocks/seed/cms/stories';
import { BRAND } from '../../src/config/brand';
import { expectNoAxeViolations } from './support/axe';
import { expectNoEnglish } from './support/english-copy';
import { ONE_VIEWPORT } from './support/viewports';

/** Console errors of a page, collected while the test runs. */
function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

const pageTitle = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/**
 * SPEC §2's managed content pages, as SPEC lists them: the content routes of its route table (a
 * `{slug}` route is seen with an article under its section) and the "other linked paths" that are
 * content pages. Written here, not read from the app's route table, so a missing route fails.
 */
const SPEC_CONTENT_PATHS = [
  '/about',
  '/about/{slug}',
  '/about/chicken-scoop',
  '/about/chicken-scoop/{slug}',
  '/biscuit-month',
  '/bo-time-moments',
  '/bo-time-moments/{slug}',
  '/chickenverse',
  '/chickenverse/{slug}',
  '/foundation',
  '/foundation/{slug}',
  '/franchising',
  '/franchising/{slug}',
  '/in-the-community',
  '/media-resources',
  '/news-and-community',
  '/news-and-community/{slug}',
  '/refund',
  '/technical-support',
  `/welcometo${BRAND.slug}`,
  `/welcometo${BRAND.slug}/{slug}`,
  '/terms-of-use',
  '/privacy-policy',
  '/gift',
  '/digital-gifting',
  '/community-relations',
  '/catering',
] as const;

/** Whether the seeded page at `path` is one SPEC path stands for (`{slug}` is one more segment). */
const standsFor = (specPath: string, path: string) =>
  new RegExp(`^${specPath.replace('{slug}', '[^/]+')}$`).test(path);

test.describe('managed content pages, read from the headless CMS', () => {
  for (const [index, seed] of CMS_PAGE_SEEDS.entries()) {
    // Every page shares one template: the phone layout reads and scans the first, the desktop all.
    const details = index === 0 ? {} : { tag: ONE_VIEWPORT };
    test(
      `/${seed.slug} shows its story in English and, with ?lang=es, in Spanish, and meets WCAG 2.2 AA in both`,
      details,
      async ({ page }) => {
        const consoleErrors = collectConsoleErrors(page);

        await page.goto(`/${seed.slug}`);

        const article = page.getByRole('article');
        await expect(pageTitle(page, seed.en.title)).toBeVisible();
        await expect(article.getByRole('heading', { level: 2, name: seed.en.heading })).toBeVisible();
        await expect(article.getByRole('link', { name: seed.en.link.label, exact: true })).toHaveAttribute(
          'href',
          seed.en.link.path,
        );
        await expect(article.getByRole('img', { name: seed.en.imageAlt })).toBeVisible();
        await expect(page).toHaveTitle(seed.en.title);
        await expectNoAxeViolations(page);

        await page.goto(`/${seed.slug}?lang=es`);

        await expect(pageTitle(page, seed.es.title)).toBeVisible();
        await expect(article.getByRole('heading', { level: 2, name: seed.es.heading })).toBeVisible();
        await expect(article.getByText(seed.es.items[0] ?? '', { exact: true })).toBeVisible();
        await expect(page).toHaveTitle(seed.es.title);
        await expect(page.locator('html')).toHaveAttribute('lang', 'es');
        // The story is the CMS's Spanish; the frame around it and the page's own copy are too.
        await expectNoEnglish(page, `/${seed.slug}?lang=es`);
        await expectNoAxeViolations(page);
        expect(consoleErrors).toEqual([]);
      },
    );
  }

  test(`every managed content page SPEC §2 lists has a seeded page above, so each is read and scanned ${ONE_VIEWPORT}`, () => {
    const seededPaths = CMS_PAGE_SEEDS.map((seed) => `/${seed.slug}`);

    const unseeded = SPEC_CONTENT_PATHS.filter(
      (specPath) => !seededPaths.some((path) => standsFor(specPath, path)),
    );

    expect(unseeded).toEqual([]);
  });

  test(`the catering landing sends a visitor to the catering site, which opens on catering ${ONE_VIEWPORT}`, async ({
    page,
  }) => {
    await page.goto('/catering');
    await expect(pageTitle(page, 'Henhouse Catering')).toBeVisible();

    await page.getByRole('link', { name: 'Order Catering', exact: true }).click();

    await expect(page).toHaveURL(/^http:\/\/catering\.localhost:\d+\/$/);
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Go to the main site' }),
    ).toBeVisible();
  });

  test(`a page with no route of its own is reached through the catch-all route ${ONE_VIEWPORT}`, async ({
    page,
  }) => {
    await page.goto('/faq');

    await expect(pageTitle(page, 'Frequently Asked Questions')).toBeVisible();
    await expect(page.getByRole('article').getByRole('listitem').first()).toContainText('bone-in chicken');
  });

  test(`an internal link navigates in place and the new page takes focus ${ONE_VIEWPORT}`, async ({
    page,
  }) => {
    await page.goto('/about');
    await expect(pageTitle(page, 'About Henhouse')).toBeVisible();

    await page.getByRole('article').getByRole('link', { name: 'The Chicken Scoop', exact: true }).click();

    await expect(page).toHaveURL(/\/about\/chicken-scoop$/);
    await expect(pageTitle(page, 'The Chicken Scoop')).toBeFocused();
    await page
      .getByRole('article')
      .getByRole('link', { name: 'How we bake biscuits every 20 minutes' })
      .click();
    await expect(pageTitle(page, 'How we bake biscuits every 20 minutes')).toBeFocused();
  });

  test(`images keep their room and load from the site ${ONE_VIEWPORT}`, async ({ page }) => {
    await page.goto('/about');
    const image = page.getByRole('img', {
      name: 'A basket of golden fried chicken beside a buttermilk biscuit',
    });
    await image.scrollIntoViewIfNeeded();

    await expect(image).toHaveAttribute('width', '1200');
    await expect(image).toHaveAttribute('height', '675');
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
  });

  for (const path of ['/about/no-such-article', '/no-such-story', '/home']) {
    test(`${path}, which is no content page, shows the 404 page ${ONE_VIEWPORT}`, async ({ page }) => {
      await page.goto(path);

      await expect(pageTitle(page, '404 Whoops! You flew the coop.')).toBeVisible();
      await expect(page.getByText('This page could not be found')).toBeVisible();
    });
  }

  test('shows a message, not a broken page, when the CMS cannot be reached', async ({ page }) => {
    await page.route('**/cms/v2/stories/**', (route) => route.abort('connectionfailed'));

    await page.goto('/about');

    await expect(pageTitle(page, 'This page could not be loaded')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Connection issue. Please try again.');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('says so in Spanish, with ?lang=es, when the CMS cannot be reached', async ({ page }) => {
    await page.route('**/cms/v2/stories/**', (route) => route.abort('connectionfailed'));

    await page.goto('/about?lang=es');

    await expect(pageTitle(page, 'No se pudo cargar esta página')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Problema de conexión. Inténtalo de nuevo.',
    );
    await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expectNoAxeViolations(page);
  });
});
