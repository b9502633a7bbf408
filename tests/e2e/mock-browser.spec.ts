import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';

/** Calls the API from the page, as the app does: the browser worker answers. */
const api = (page: Page, path: string, init?: { method: string; body?: unknown }) =>
  page.evaluate(
    async ({ path, init }) => {
      const response = await fetch(path, {
        method: init?.method ?? 'GET',
        headers: { 'Content-Type': 'application/json' },
        body: init?.body === undefined ? undefined : JSON.stringify(init.body),
      });
      return { status: response.status, body: (await response.json().catch(() => null)) as unknown };
    },
    { path, init },
  );

/** The menu page's category links: the default menu, as the ordering API answers it. */
const menuCategories = (page: Page) =>
  page.getByRole('navigation', { name: 'Menu categories' }).getByRole('link');

test.describe('the offline mock backend in the browser (npm run dev)', () => {
  test('answers from the seed and keeps the data across a reload', async ({ page }) => {
    await page.goto('/menu');
    await expect(menuCategories(page)).toHaveCount(7);

    const created = await api(page, '/api/v1/orders/create', { method: 'POST', body: { menu_id: 100 } });
    expect(created.status).toBe(200);
    const { id } = created.body as { id: number };

    await page.reload();
    await expect(menuCategories(page)).toHaveCount(7);
    expect((await api(page, `/api/v1/orders/${id}`)).status).toBe(200);
  });

  test('?scenario= switches the backend, and the dev panel resets the data', async ({ page }) => {
    await page.goto('/menu?scenario=offline');
    await expect(page.getByRole('alert')).toHaveText('Connection issue. Please try again.');

    const panel = page.getByTestId('mock-dev-panel');
    await panel.getByText('Mock: offline').click();
    await panel.getByLabel('Scenario').selectOption('default');
    await expect(menuCategories(page)).toHaveCount(7);
  });

  test('a signed-in scenario signs the site in as the demo member, and a guest scenario signs it out', async ({
    page,
  }) => {
    const storedToken = () => page.evaluate(() => window.localStorage.getItem('token') ?? '');
    await page.goto('/menu?scenario=member');
    await expect(menuCategories(page)).toHaveCount(7);
    expect(await storedToken()).toContain('demo-access-token');

    await page.goto('/menu?scenario=default');
    await expect(menuCategories(page)).toHaveCount(7);
    expect(await storedToken()).not.toContain('demo-access-token');
  });

  test('the dev panel meets WCAG 2.2 AA', async ({ page }) => {
    await page.goto('/menu');
    await expect(menuCategories(page)).toHaveCount(7);
    await page
      .getByTestId('mock-dev-panel')
      .getByText(/^Mock:/)
      .click();
    await expectNoAxeViolations(page);
  });
});
