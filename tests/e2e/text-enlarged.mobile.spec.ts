import { expect, test, type Locator, type Page } from '@playwright/test';
import { startWithSeededCart } from './support/seeded-cart';

/**
 * Issue 23 item 7 (WCAG 1.4.4 Resize Text, 1.4.10 Reflow): a phone's "text size" setting raises the
 * root font size, and every page still fits the 390 px screen: no sideways scrolling, and the header's
 * cart and menu button stay on the screen.
 */

/** A browser's text-size setting: the root font size, set before the page's own scripts run. */
const enlargeText = (page: Page, size: string) =>
  page.addInitScript((fontSize) => {
    // The init script can run before the document has its root element.
    const enlarge = () => document.documentElement.style.setProperty('font-size', fontSize);
    if (document.documentElement) enlarge();
    else document.addEventListener('readystatechange', enlarge, { once: true });
  }, size);

/** The root font size the page renders with, in CSS pixels. */
const rootFontSize = (page: Page) =>
  page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));

/** What the visitor sees once each page has loaded, including what arrives after the page. */
const pages: { path: string; loaded: (page: Page) => Promise<void> }[] = [
  {
    path: '/',
    loaded: (page) => expect(page.getByRole('heading', { level: 2, name: 'Featured' })).toBeVisible(),
  },
  {
    path: '/menu',
    loaded: (page) => expect(page.getByRole('link', { name: /^Cajun Filet Biscuit/ }).first()).toBeVisible(),
  },
  {
    path: '/order/product?id=CHICKEN-SUPREMES',
    loaded: (page) => expect(page.getByRole('heading', { level: 2, name: 'Goes well with…' })).toBeVisible(),
  },
  {
    path: '/order/checkout',
    loaded: (page) =>
      expect(page.getByRole('main').getByRole('textbox', { name: /^First name/ })).toBeVisible(),
  },
];

/** Where an element is drawn; it must be on the page. */
async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} is not drawn`);
  return box;
}

async function expectNoSidewaysScroll(page: Page) {
  const screenWidth = page.viewportSize()?.width ?? 0;
  // A phone widens its layout viewport to fit content that overflows, so the page is measured
  // against the screen's width rather than window.innerWidth.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(screenWidth);
}

async function expectHeaderControlsOnScreen(page: Page) {
  const screenWidth = page.viewportSize()?.width ?? 0;
  for (const control of [
    page.getByRole('button', { name: /^Cart/ }),
    page.getByRole('button', { name: 'Open menu' }),
  ]) {
    const box = await boxOf(control);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(screenWidth);
  }
}

for (const [textSize, pixels] of [
  ['150%', 24],
  ['200%', 32],
] as const) {
  test(`at ${textSize} text, home, menu, product, cart and checkout fit the phone's screen`, async ({
    page,
  }) => {
    await startWithSeededCart(page, { member: false });
    await enlargeText(page, textSize);

    for (const { path, loaded } of pages) {
      await page.goto(path);
      await loaded(page);
      expect(await rootFontSize(page)).toBe(pixels);
      await expectNoSidewaysScroll(page);
      await expectHeaderControlsOnScreen(page);
    }

    await page.getByRole('button', { name: /^Cart/ }).click();
    const cart = page.getByRole('dialog', { name: 'Your Cart' });
    const lines = cart.getByRole('list', { name: 'Items in your cart' });
    await expect(lines.getByText('Cajun Filet Sandwich Combo')).toBeVisible();
    await expectNoSidewaysScroll(page);
    // Each line's quantity counter ends inside the panel, not cut off at its edge.
    const panel = await boxOf(cart);
    for (const counter of await lines.getByRole('group').all()) {
      const box = await boxOf(counter);
      expect(box.x + box.width).toBeLessThanOrEqual(panel.x + panel.width);
    }
  });
}
