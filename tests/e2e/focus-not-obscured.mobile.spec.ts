import { expect, test, type Locator } from './support/test';
import { tabTo } from './support/keyboard';

/**
 * Focus Not Obscured (WCAG 2.2 2.4.11) on a 390 px phone: the menu's category chips
 * sit in one row that scrolls sideways, and Tab brings each chip it reaches wholly onto the screen.
 */

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} is not drawn`);
  return box;
}

test('Tab and Shift+Tab bring each category chip wholly onto the screen', async ({ page }) => {
  await page.goto('/menu');
  const chips = page.getByRole('navigation', { name: 'Menu categories' }).getByRole('link');
  await expect(chips.first()).toBeVisible();
  const count = await chips.count();
  const screenWidth = page.viewportSize()?.width ?? 0;
  // The row is wider than the screen, so some chips start out of sight.
  expect(await boxOf(chips.last()).then((box) => box.x + box.width)).toBeGreaterThan(screenWidth);

  const expectOnScreen = async (chip: Locator) => {
    await expect(chip).toBeFocused();
    const box = await boxOf(chip);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(screenWidth);
  };

  await tabTo(page, chips.first());
  for (let index = 1; index < count; index += 1) {
    await page.keyboard.press('Tab');
    await expectOnScreen(chips.nth(index));
  }
  for (let index = count - 2; index >= 0; index -= 1) {
    await page.keyboard.press('Shift+Tab');
    await expectOnScreen(chips.nth(index));
  }

  // A chip's section heading lands below the sticky top bar.
  await chips.last().press('Enter');
  const heading = page.getByRole('heading', { level: 2, name: 'Drinks' });
  await expect(heading).toBeInViewport();
  const topBar = await boxOf(page.getByRole('banner'));
  expect((await boxOf(heading)).y).toBeGreaterThanOrEqual(topBar.y + topBar.height);
});
