import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from './support/test';
import { parseHeadersFile } from '../../src/config/security-headers';
import { expectNoAxeViolations } from './support/axe';
import { ONE_VIEWPORT } from './support/viewports';

test.describe('the first page, served with the offline mock backend', () => {
  test(`shows the home story from the CMS, with no console error ${ONE_VIEWPORT}`, async ({ page }) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });

    await page.goto('/');

    await expect(page.getByRole('heading', { level: 1, name: 'Order fried chicken online' })).toBeVisible();
    // The standalone mock server answers the CMS from its seed.
    await expect(page.getByText(/^Hand-breaded chicken, scratch-made biscuits/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Made from scratch since 1977' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Order Now' })).toHaveAttribute(
      'href',
      '/order',
    );
    await expect(page).toHaveTitle('Order Online');
    expect(consoleErrors).toEqual([]);
  });

  test(`is served with the headers the build wrote, and the page breaks none of them ${ONE_VIEWPORT}`, async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto('/');
    const headers = response?.headers() ?? {};
    // What a static host sends for every path, from the dist/_headers this build wrote.
    const built = parseHeadersFile(readFileSync(resolve(import.meta.dirname, '../../dist/_headers'), 'utf8'));
    const everyPath = built.find((rule) => rule.pattern === '/*')?.headers ?? {};
    expect(Object.keys(everyPath)).toContain('Content-Security-Policy');
    for (const [name, value] of Object.entries(everyPath)) expect(headers[name.toLowerCase()]).toBe(value);
    expect(headers['content-security-policy']).toContain("default-src 'none'");
    expect(headers['content-security-policy']).toContain("base-uri 'none'");
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
    await expect(page.getByRole('heading', { level: 2, name: 'Made from scratch since 1977' })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test(`sends its scripts, styles and API answers brotli-compressed, as the production host does ${ONE_VIEWPORT}`, async ({
    page,
  }) => {
    const encodings: { path: string; encoding: string | undefined }[] = [];
    // Each header read is kept and awaited: one still pending when the page closes would reject
    // after this test, and Playwright blamed the worker's next test for it (a fresh-clone run of 90fe697).
    const reads: Promise<void>[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      reads.push(
        response
          .allHeaders()
          .then((headers) => void encodings.push({ path, encoding: headers['content-encoding'] }))
          .catch(() => undefined),
      );
    });
    await page.goto('/menu');
    await expect(page.getByRole('link', { name: 'Chicken Supremes', exact: true })).toBeVisible();
    await Promise.all(reads);

    const encodingOf = (pattern: RegExp) => encodings.find(({ path }) => pattern.test(path))?.encoding;
    expect(encodingOf(/^\/assets\/framework-[\w-]+\.js$/)).toBe('br');
    expect(encodingOf(/^\/assets\/[\w-]+\.css$/)).toBe('br');
    expect(encodingOf(/^\/api\/v1\/menus\/\d+$/)).toBe('br');
  });

  test(`keeps the way to order when the CMS cannot be reached: the hero falls back to the site's copy ${ONE_VIEWPORT}`, async ({
    page,
  }) => {
    await page.route('**/cms/v2/stories/home*', (route) => route.abort('connectionfailed'));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Order fried chicken online' })).toBeVisible();
    await expect(page.getByText('Order ahead for pickup, curbside or delivery.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Order Now' })).toHaveAttribute(
      'href',
      '/order',
    );
  });

  test(`names a site icon and a home-screen icon the server has, as PNG images ${ONE_VIEWPORT}`, async ({
    page,
    request,
  }) => {
    await page.goto('/');
    for (const rel of ['icon', 'apple-touch-icon']) {
      const href = await page.locator(`head link[rel="${rel}"]`).getAttribute('href');
      expect(href, rel).toMatch(/\.png$/);
      const response = await request.get(href ?? '');
      expect(response.ok(), `${rel} ${href}`).toBe(true);
      expect(response.headers()['content-type']).toBe('image/png');
      // A PNG file starts with its eight-byte signature.
      expect([...(await response.body()).subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
    }
  });

  test(`answers /favicon.ico, which some clients ask for without reading the page, with an icon ${ONE_VIEWPORT}`, async ({
    request,
  }) => {
    const response = await request.get('/favicon.ico');
    expect(response.ok()).toBe(true);
    expect(response.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/);
    // An icon file starts with a reserved 0 and its type, 1 (little-endian 16-bit numbers).
    expect([...(await response.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  });

  test('meets WCAG 2.2 AA', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 2, name: 'Made from scratch since 1977' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
