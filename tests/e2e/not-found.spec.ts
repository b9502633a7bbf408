import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { startWithSeededCart } from './support/seeded-cart';
import { onCateringHost } from './support/site-frame-state';
import { ONE_VIEWPORT } from './support/viewports';

test.describe('an unknown address', () => {
  test(`reads 'This page could not be found' and the button goes home ${ONE_VIEWPORT}`, async ({ page }) => {
    await page.goto('/no-such-page');

    await expect(
      page.getByRole('heading', { level: 1, name: '404 Whoops! You flew the coop.' }),
    ).toBeVisible();
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await expect(page).toHaveTitle('Page not found');

    await page.getByRole('link', { name: 'Back to home' }).click();

    await expect(page).toHaveURL(/\/$/);
    const homeHeading = page.getByRole('heading', { level: 1, name: 'Order fried chicken online' });
    await expect(homeHeading).toBeVisible();
    await expect(homeHeading).toBeFocused();
  });

  test('meets WCAG 2.2 AA', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('reads in Spanish with ?lang=es', async ({ page }) => {
    await page.goto('/no-such-page?lang=es');

    await expect(
      page.getByRole('heading', { level: 1, name: '404 ¡Ups! Te escapaste del gallinero.' }),
    ).toBeVisible();
    await expect(page.getByText('No se pudo encontrar esta página')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Volver al inicio' })).toBeVisible();
    await expect(page).toHaveTitle('Página no encontrada');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expectNoAxeViolations(page);
  });

  test('on the catering site (catering.localhost) is the same 404 page, in the catering frame, and meets WCAG 2.2 AA', async ({
    page,
    baseURL,
  }) => {
    await page.goto(onCateringHost(baseURL, '/no-such-page'));

    await expect(
      page.getByRole('heading', { level: 1, name: '404 Whoops! You flew the coop.' }),
    ).toBeVisible();
    await expect(page.getByText('This page could not be found')).toBeVisible();
    // The catering frame, not the main site's: its footer leads back to the main site.
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Go to the main site' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('a page that fails to load (route-error: the menu answers 503)', () => {
  test("reads 'Something went wrong' with the status, and meets WCAG 2.2 AA", async ({ page }) => {
    await startWithSeededCart(page, { member: false, scenario: 'route-error' });
    await page.goto('/menu');

    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByText('Error 503. Please try again in a moment.')).toBeVisible();
    await expect(page).toHaveTitle('Something went wrong');
    await expectNoAxeViolations(page);
  });

  test('reads in Spanish with ?lang=es, and meets WCAG 2.2 AA', async ({ page }) => {
    await startWithSeededCart(page, { member: false, scenario: 'route-error' });
    await page.goto('/menu?lang=es');

    await expect(page.getByRole('heading', { level: 1, name: 'Algo salió mal' })).toBeVisible();
    await expect(page.getByText('Error 503. Vuelve a intentarlo en un momento.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    await expect(page).toHaveTitle('Algo salió mal');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expectNoAxeViolations(page);
  });
});
