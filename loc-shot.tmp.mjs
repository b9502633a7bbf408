import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--disable-gpu','--no-first-run'] });
for (const [name, viewport] of [['desktop', { width: 1280, height: 900 }], ['mobile', { width: 390, height: 844 }]]) {
  const page = await browser.newPage({ viewport });
  await page.goto('http://127.0.0.1:5290/locations');
  await page.getByRole('searchbox').fill('28202');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.locator('[data-map-state="ready"]').waitFor({ timeout: 20000 });
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/loc-${name}.png`, fullPage: false });
  await page.getByRole('list', { name: 'Locations found' }).getByRole('button', { name: /^Order here/ }).first().click();
  await page.waitForURL(/\/order$/);
  await page.goto('http://127.0.0.1:5290/about');
  if (name === 'mobile') await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Menu', exact: true }).click();
  await page.locator('[data-map-state="ready"]').waitFor({ timeout: 20000 });
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/loc-dialog-${name}.png` });
  await page.close();
}
await browser.close();
