import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

test.describe('the first page, served with the offline mock backend', () => {
  test('lists the locations the ordering API answers, with no console error', async ({ page }) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });

    await page.goto('/');

    await expect(page.getByRole('heading', { level: 1, name: 'Order fried chicken online' })).toBeVisible();
    await expect(page.getByText(/ready for your order$/)).toBeVisible();
    await expect(page.getByRole('listitem').first()).toBeVisible();
    await expect(page).toHaveTitle('Order Online');
    expect(consoleErrors).toEqual([]);
  });

  test('meets WCAG 2.2 AA', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText(/ready for your order$/)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
