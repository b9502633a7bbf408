import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';

const NO_RESULTS = 'Oops! No elements found. Consider changing the search query.';

const main = (page: Page) => page.getByRole('main');
const placesBox = (page: Page) => main(page).getByRole('combobox', { name: 'City and state' });
const openings = (page: Page) => main(page).getByRole('list', { name: 'Openings' });
const map = (page: Page) => page.getByTestId('location-map');

/** Chooses a town by typing part of it and clicking its option. */
async function choosePlace(page: Page, typed: string, option: string) {
  await placesBox(page).fill(typed);
  await main(page).getByRole('option', { name: option }).click();
}

test.describe('careers and job search', () => {
  test('a search by state and city finds the seeded openings and shows them on the map', async ({ page }) => {
    await page.goto('/careers');
    await expect(page.getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible();
    await expect(page).toHaveTitle('Careers');

    // Before a town is chosen the map shows every franchise location of the careers spreadsheet.
    await expect(map(page)).toHaveAttribute('data-map-state', 'ready', { timeout: 20_000 });
    await expect.poll(() => map(page).locator('[data-location-id]').count()).toBeGreaterThan(20);

    await placesBox(page).fill('Springfield');
    await expect(main(page).getByText(NO_RESULTS)).toBeVisible();

    await choosePlace(page, 'Charlotte', 'Charlotte, NC');
    await expect(openings(page).getByRole('article', { name: 'Team Member' })).toContainText('Charlotte, NC');
    await expect(map(page).locator('[data-location-id]')).toHaveCount(1);

    // The keyboard alone: typing opens the list on its first match, Enter chooses it.
    await placesBox(page).fill('Huntersville');
    await placesBox(page).press('Enter');
    await expect(openings(page).getByRole('article')).toHaveCount(2);
    await expect(openings(page).getByRole('article', { name: 'Biscuit Maker' })).toContainText(
      'Huntersville, NC',
    );
    await expect(main(page).getByRole('status').filter({ hasText: '2 openings' })).toBeVisible();
    await expect(map(page).locator('[data-location-id]')).toHaveCount(2);
    await expectNoAxeViolations(page);

    await main(page).getByRole('button', { name: 'Remove Charlotte, NC' }).click();
    await main(page).getByRole('button', { name: 'Remove Huntersville, NC' }).click();
    await choosePlace(page, 'Raleigh', 'Raleigh, NC');
    await expect(
      main(page).getByText('No openings in Raleigh, NC right now. Try another town, or check back soon.'),
    ).toBeVisible();
    await expect(openings(page)).toHaveCount(0);
    await expect(map(page).locator('[data-location-id]')).toHaveCount(0);
  });

  test('/positions lists the positions, and /positions/info describes one, in English and Spanish', async ({
    page,
  }) => {
    await page.goto('/positions');
    await expect(page.getByRole('heading', { level: 1, name: 'Positions' })).toBeVisible();
    await expectNoAxeViolations(page);

    await main(page).getByRole('link', { name: 'Cook' }).click();
    await expect(page).toHaveURL(/\/positions\/info\?id=cook$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cook' })).toBeVisible();
    await expectNoAxeViolations(page);
    await main(page).getByRole('link', { name: 'Back to all positions' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Positions' })).toBeVisible();

    await page.goto('/positions/info?id=shift-manager&lang=es');
    await expect(page.getByRole('heading', { level: 1, name: 'Gerente de turno' })).toBeVisible();
    await main(page).getByRole('link', { name: 'Encuentra vacantes cerca de ti' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Empleo' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Gerente de turno' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
