import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';

/**
 * The directory of every location on /locations (listLocations) and a product's own upsells
 * (listProductUpsells), on the production build against the mock backend, desktop and 390 px.
 */
test('a visitor picks a store from the directory, then adds a "Goes well with…" item from a product', async ({
  page,
}) => {
  await page.goto('/locations');
  const directory = page.getByRole('region', { name: 'All locations' });
  await expect(directory).toBeVisible();

  // A state opens from the keyboard, as a native disclosure does.
  const northCarolina = directory.locator('details').filter({ hasText: /^North Carolina \(/ });
  await northCarolina.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(northCarolina.getByRole('heading', { level: 3, name: 'Charlotte' })).toBeVisible();
  await expectNoAxeViolations(page);

  await northCarolina.getByRole('link', { name: 'Order here at Charlotte – Uptown' }).click();
  await expect(page).toHaveURL(/\/order$/);

  await page.goto('/order/product?id=CHICKEN-SUPREMES');
  await expect(page.getByRole('heading', { level: 1, name: 'Chicken Supremes' })).toBeVisible();
  const goesWellWith = page.getByRole('region', { name: 'Goes well with…' });
  const add = goesWellWith.getByRole('button', { name: /^Add / }).first();
  await expect(add).toBeVisible();
  await expectNoAxeViolations(page);

  const itemName = ((await add.getAttribute('aria-label')) ?? '').replace(/^Add /, '');
  await add.click();
  await expect(goesWellWith.getByRole('button', { name: `Add ${itemName}` })).toHaveCount(0);

  await page.getByRole('button', { name: /^Cart/ }).click();
  const cart = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(cart.getByRole('list', { name: 'Items in your cart' })).toContainText(itemName);
});
