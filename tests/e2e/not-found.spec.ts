import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

test.describe('an unknown address', () => {
  test("reads 'This page could not be found' and the button goes home", async ({ page }) => {
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
  });
});
