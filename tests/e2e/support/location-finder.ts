import type { Page } from '@playwright/test';

/** On the location finder (in English): searches for `query`, then "Order here" on `restaurant`. */
export async function orderHereAt(page: Page, query: string, restaurant: string) {
  await page.getByRole('searchbox', { name: /Zip code or city and state/ }).fill(query);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page
    .getByRole('list', { name: 'Locations found' })
    .getByRole('article', { name: restaurant })
    .getByRole('button', { name: /^Order here/ })
    .click();
}
