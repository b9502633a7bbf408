import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';

/**
 * /search: MiniSearch over the browsed menu and the CMS's content pages, in the language
 * shown, tolerant of typos; the words live in the address.
 */

const searchBox = (page: Page, label: string) =>
  page.getByRole('search').getByRole('searchbox', { name: label });

async function search(page: Page, label: string, words: string) {
  await searchBox(page, label).fill(words);
  await searchBox(page, label).press('Enter');
}

test.describe('site search', () => {
  test('finds a menu item with a typo and a content page, in English and in Spanish', async ({ page }) => {
    await page.goto('/search');
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();

    await search(page, 'Search the menu and our pages', 'cajan filett');
    await expect(page).toHaveURL(/\/search\?q=cajan\+filett$/);
    const results = page.getByRole('list', { name: 'Search results' });
    await expect(page.getByRole('status').filter({ hasText: /results? for “cajan filett”/ })).toBeVisible();
    await expect(results.getByRole('link', { name: 'Cajun Filet Biscuit' })).toHaveAttribute(
      'href',
      '/menu/product?id=CAJUN-FILET-BISCUIT',
    );
    await expectNoAxeViolations(page);

    await search(page, 'Search the menu and our pages', 'scholarship');
    const pageLink = results.getByRole('link', { name: '120 scholarships for Henhouse team members' });
    await pageLink.click();
    await expect(
      page.getByRole('heading', { level: 1, name: '120 scholarships for Henhouse team members' }),
    ).toBeVisible();
    // Back returns to the search as it was.
    await page.goBack();
    await expect(searchBox(page, 'Search the menu and our pages')).toHaveValue('scholarship');
    await expect(pageLink).toBeVisible();

    await page.goto('/search?q=desayno&lang=es');
    await expect(page.getByRole('heading', { level: 1, name: 'Buscar' })).toBeVisible();
    const resultados = page.getByRole('list', { name: 'Resultados de la búsqueda' });
    await expect(resultados.getByRole('link', { name: 'Biscuit de salchicha' })).toBeVisible();

    await search(page, 'Busca en el menú y en nuestras páginas', 'becas');
    await expect(
      resultados.getByRole('link', { name: '120 becas para los miembros del equipo Henhouse' }),
    ).toHaveAttribute('href', '/foundation/team-member-scholarships');

    await search(page, 'Busca en el menú y en nuestras páginas', 'xilófono');
    await expect(page.getByRole('main').getByRole('status')).toHaveText('No hay resultados para “xilófono”.');
    await expect(page.getByRole('link', { name: 'Ver el menú' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
