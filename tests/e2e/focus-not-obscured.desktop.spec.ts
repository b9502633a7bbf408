import { expect, test, type Locator, type Page } from './support/test';
import { tabTo } from './support/keyboard';

/**
 * Focus Not Obscured (WCAG 2.2 2.4.11): what Tab focuses scrolls into view clear of
 * the sticky bars: on desktop, below the menu's category bar.
 */

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} is not drawn`);
  return box;
}

const categoryBar = (page: Page) => page.getByRole('navigation', { name: 'Menu categories' });
/** The menu cards' links: each card's name (a heading) is its link. */
const productLinks = (page: Page) => page.getByRole('main').getByRole('article').getByRole('link');

test('on desktop, each menu card Tab or Shift+Tab reaches sits below the sticky category bar', async ({
  page,
}) => {
  await page.goto('/menu');
  const links = productLinks(page);
  await expect(links.first()).toBeVisible();
  const count = await links.count();
  expect(count).toBeGreaterThan(12);

  const expectClearOfBar = async (index: number) => {
    const card = page.getByRole('main').getByRole('article').nth(index);
    const bar = await boxOf(categoryBar(page));
    const focused = await boxOf(card);
    // The whole card shows: below the bar and above the bottom of the screen.
    expect(focused.y).toBeGreaterThanOrEqual(bar.y + bar.height - 1);
    expect(focused.y + focused.height).toBeLessThanOrEqual((page.viewportSize()?.height ?? 0) + 1);
  };

  await tabTo(page, links.first());
  for (let index = 1; index < 12; index += 1) {
    await page.keyboard.press('Tab');
    await expect(links.nth(index)).toBeFocused();
    await expectClearOfBar(index);
  }
  for (let index = 10; index >= 0; index -= 1) {
    await page.keyboard.press('Shift+Tab');
    await expect(links.nth(index)).toBeFocused();
    await expectClearOfBar(index);
  }

  // A category link's section heading lands below the bar too.
  await categoryBar(page).getByRole('link', { name: 'Drinks' }).click();
  const heading = page.getByRole('heading', { level: 2, name: 'Drinks' });
  await expect(heading).toBeInViewport();
  const bar = await boxOf(categoryBar(page));
  expect((await boxOf(heading)).y).toBeGreaterThanOrEqual(bar.y + bar.height);
});
