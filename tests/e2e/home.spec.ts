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
    // The standalone mock server answers from its seed: 51 restaurants, the first in Charlotte.
    await expect(page.getByText('51 locations ready for your order')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Charlotte – Uptown' })).toBeVisible();
    await expect(page).toHaveTitle('Order Online');
    expect(consoleErrors).toEqual([]);
  });

  test('is served with the security headers, and the page breaks none of them', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto('/');
    const headers = response?.headers() ?? {};
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['strict-transport-security']).toContain('max-age=');
    expect(headers['x-content-type-options']).toBe('nosniff');
    await expect(page.getByText('51 locations ready for your order')).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('shows the connection message when the API cannot be reached', async ({ page }) => {
    await page.route('**/api/v1/locations', (route) => route.abort('connectionfailed'));
    await page.goto('/');
    await expect(page.getByRole('alert')).toHaveText('Connection issue. Please try again.');
  });

  test('meets WCAG 2.2 AA', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText(/ready for your order$/)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
