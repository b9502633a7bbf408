import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { startWithSeededCart } from './support/seeded-cart';

/**
 * Spanish menus: the server answers menu texts in the site's language (Accept-Language)
 * and names the cart's lines in it; a product with no translation keeps its English name.
 */
test.describe('the menu in Spanish', () => {
  test('the menu, a product and the cart show Spanish item names', async ({ page }) => {
    await startWithSeededCart(page, { member: false });
    await page.goto('/menu?lang=es');

    await expect(page.getByRole('heading', { level: 1, name: 'Menú' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Desayuno' })).toBeVisible();
    const biscuitLink = page.getByRole('link', { name: /Biscuit de filete cajún/ }).first();
    await expect(biscuitLink).toBeVisible();
    // No Spanish was written for this one: it stays English rather than disappearing.
    await expect(page.getByRole('link', { name: /Apple Turnover/ }).first()).toBeVisible();
    // …and is marked as English, so a screen reader reads it in English (WCAG 3.1.2).
    await expect(page.getByRole('heading', { level: 3, name: 'Apple Turnover' }).first()).toHaveAttribute(
      'lang',
      'en',
    );
    await expect(
      page.getByRole('heading', { level: 3, name: /Biscuit de filete cajún/ }).first(),
    ).not.toHaveAttribute('lang');
    await expect(page.getByRole('link', { name: /^Cajun Filet Biscuit/ })).toHaveCount(0);

    await biscuitLink.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Biscuit de filete cajún' })).toBeVisible();
    await expect(page.getByText('Hazlo combo').first()).toBeVisible();
    await page.getByRole('button', { name: /^Agregar al carrito/ }).click();

    // Adding opens the cart.
    const cart = page.getByRole('dialog', { name: 'Tu carrito' });
    const lines = cart.getByRole('list', { name: 'Artículos en tu carrito' });
    await expect(lines.getByText('Biscuit de filete cajún')).toBeVisible();
    // A line of the seeded cart, stored before the switch, is named in Spanish too.
    await expect(lines.getByText('Combo de sándwich de filete cajún')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
