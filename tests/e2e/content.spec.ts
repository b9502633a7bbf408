import { expect, test, type Page } from '@playwright/test';
import { CMS_PAGE_SEEDS } from '../../mocks/seed/cms/stories';
import { CONTENT_ROUTE_PATTERNS } from '../../src/app/content-routes';
import { expectNoAxeViolations } from './support/axe';
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

/** A route pattern of the table as a whole-path expression: `:slug?` is an optional last segment. */
const patternExpression = (pattern: string) =>
  new RegExp(`^${pattern.replace('/:slug?', '(/[^/]+)?').replace('/:slug', '/[^/]+')}$`);

/** The content route that shows `path`: the first pattern of the table (in its order) that matches it. */
const contentRouteOf = (path: string) =>
  CONTENT_ROUTE_PATTERNS.find((pattern) => patternExpression(pattern).test(path));

/**
 * What each content route must be seen with: the section page and an article below it for a route
 * with an optional slug, the page itself for the others.
 */
const expectedShapes = (pattern: string) =>
  pattern.endsWith('/:slug?') ? [`${pattern} (section)`, `${pattern} (article)`] : [pattern];

const shapeOf = (path: string) => {
  const pattern = contentRouteOf(path);
  if (!pattern?.endsWith('/:slug?')) return pattern;
  return `${pattern} (${patternExpression(pattern.replace('/:slug?', '')).test(path) ? 'section' : 'article'})`;
};

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
        await expectNoAxeViolations(page);
        expect(consoleErrors).toEqual([]);
      },
    );
  }

  test('every managed content route of SPEC §2 has a seeded page above, so each is read and scanned', () => {
    const seen = new Set(CMS_PAGE_SEEDS.map((seed) => shapeOf(`/${seed.slug}`)));

    const unseen = CONTENT_ROUTE_PATTERNS.flatMap(expectedShapes).filter((shape) => !seen.has(shape));

    expect(unseen).toEqual([]);
  });

  test('a page with no route of its own is reached through the catch-all route', async ({ page }) => {
    await page.goto('/faq');

    await expect(pageTitle(page, 'Frequently Asked Questions')).toBeVisible();
    await expect(page.getByRole('article').getByRole('listitem').first()).toContainText('bone-in chicken');
  });

  test('an internal link navigates in place and the new page takes focus', async ({ page }) => {
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

  test('images keep their room and load from the site', async ({ page }) => {
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
    test(`${path}, which is no content page, shows the 404 page`, async ({ page }) => {
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
