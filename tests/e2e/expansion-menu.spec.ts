import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';

test.describe('the expansion menu, read from the content service', () => {
  test('a market leads to its menu, an item page opens, and ordering it starts at that restaurant', async ({
    page,
  }) => {
    await page.goto('/expansion-menu');
    await expect(page.getByRole('heading', { level: 1, name: 'Expansion Menu' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page
      .getByRole('navigation', { name: 'New restaurants' })
      .getByRole('link', { name: 'Louisville – Fourth Street, KY' })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Menu at Louisville – Fourth Street' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // An item only the expansion markets' menu has: this is that menu, not the regular one.
    const itemName = 'Pimento Cheese Biscuit';
    await page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(`^${itemName}`) })
      .click();
    await expect(page).toHaveURL(/\/expansion-menu\/items\/[^/?]+\?market=louisville-fourth-street$/);
    await expect(page.getByRole('heading', { level: 1, name: itemName })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Order from Louisville – Fourth Street' }).click();
    await expect(page).toHaveURL(/\/order\/product\?id=/);
    await expect(page.getByRole('heading', { level: 1, name: itemName })).toBeVisible();
  });

  test('in Spanish, the chosen market is remembered on the next visit', async ({ page }) => {
    await page.goto('/expansion-menu/items?market=huntington-third-avenue&lang=es');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Menú en Huntington – Third Avenue' }),
    ).toBeVisible();

    await page.goto('/expansion-menu?lang=es');
    await expect(page.getByRole('heading', { level: 1, name: 'Menú de expansión' })).toBeVisible();
    await expect(
      page.getByRole('link', { name: /Huntington – Third Avenue, WV \(tu elección\)/ }),
    ).toHaveAttribute('aria-current', 'true');
    await expectNoAxeViolations(page);
  });
});
