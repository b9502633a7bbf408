import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

/** The English / Español toggle: in the header on desktop, in the mobile menu below 900 px. */
async function languageToggle(page: Page, label: 'Language' | 'Idioma') {
  const toggle = page.getByRole('group', { name: label });
  if (!(await toggle.first().isVisible())) {
    await page.getByRole('button', { name: label === 'Language' ? 'Open menu' : 'Abrir menú' }).click();
  }
  return toggle.first();
}

async function expectEnglish(page: Page) {
  // The home story comes from the CMS in the language shown, the title from the site's messages.
  await expect(page.getByRole('heading', { level: 2, name: 'Made from scratch since 1977' })).toBeVisible();
  await expect(page).toHaveTitle('Order Online');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
}

async function expectSpanish(page: Page) {
  await expect(page.getByRole('heading', { level: 2, name: 'Hecho desde cero desde 1977' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Made from scratch since 1977' })).toHaveCount(0);
  await expect(page).toHaveTitle('Ordena en línea');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
}

test.describe('English and Spanish', () => {
  test('switching to Español changes the page and <html lang>, and survives a reload', async ({ page }) => {
    await page.goto('/');
    await expectEnglish(page);

    const toggle = await languageToggle(page, 'Language');
    await expect(toggle.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await toggle.getByRole('button', { name: 'Español' }).click();

    await expectSpanish(page);
    await expect(page.getByRole('group', { name: 'Idioma' }).first()).toBeVisible();

    await page.reload();
    await expectSpanish(page);

    // And back: the stored choice follows.
    await (await languageToggle(page, 'Idioma')).getByRole('button', { name: 'English' }).click();
    await expectEnglish(page);
    await page.reload();
    await expectEnglish(page);
  });

  test('?lang=es forces Spanish over the stored choice, and keeps it', async ({ page }) => {
    await page.goto('/');
    await expectEnglish(page);

    await page.goto('/?lang=es');
    await expectSpanish(page);

    await page.goto('/');
    await expectSpanish(page);
  });

  test('?lang=en forces English', async ({ page }) => {
    await page.goto('/?lang=es');
    await expectSpanish(page);

    await page.goto('/?lang=en');
    await expectEnglish(page);
  });

  test('meets WCAG 2.2 AA in Spanish, with the toggle in view', async ({ page }) => {
    await page.goto('/?lang=es');
    await expectSpanish(page);
    await expect(await languageToggle(page, 'Idioma')).toBeVisible();

    await expectNoAxeViolations(page);
  });
});
