import { expect, test, type Page } from './support/test';
import {
  chosenLocation,
  persistBeforeLoad,
  seededCart,
  signedInDemoMember,
  useScenario,
} from './support/site-frame-state';

/**
 * SPEC §9: sm and md (below 1200 px) have the mobile layout, lg and wider the desktop header. A
 * signed-in member's header, the longest, keeps its links on one row from 1200 px.
 */

const menuButton = (page: Page) => page.getByRole('button', { name: 'Open menu' });
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const bottomBar = (page: Page) => page.getByRole('region', { name: 'Your order' });

/** The top of a link of the main navigation, to tell its row. */
const linkTop = async (page: Page, name: string) =>
  (await mainNav(page).getByRole('link', { name, exact: true }).boundingBox())?.y;

test('the mobile layout up to 1199 px, the desktop header on one row from 1200 px', async ({ page }) => {
  await useScenario(page, 'member-full-cart');
  await persistBeforeLoad(page, { ...signedInDemoMember, ...chosenLocation, ...seededCart() });
  await page.setViewportSize({ width: 899, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  for (const width of [899, 900, 1199]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(menuButton(page), `${width} px`).toBeVisible();
    await expect(bottomBar(page), `${width} px`).toBeVisible();
    await expect(mainNav(page), `${width} px`).toHaveCount(0);
  }

  for (const width of [1200, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(mainNav(page), `${width} px`).toBeVisible();
    await expect(menuButton(page), `${width} px`).toHaveCount(0);
    await expect(bottomBar(page), `${width} px`).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Hi Bo!' })).toBeVisible();
    expect(await linkTop(page, 'Catering'), `${width} px: Catering on the row of Menu`).toBe(
      await linkTop(page, 'Menu'),
    );
  }
});
