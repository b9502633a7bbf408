import { expect, test, type Locator, type Page } from './support/test';
import { SKUS } from '../../mocks/seed/constants';
import { expectRoutePageLoaded, loadRouteTable, routeUrl, type RouteEntry } from './support/route-table';
import { measureScreenFit } from './support/screen-fit';
import { startWithSeededCart } from './support/seeded-cart';
import { asCateringMember, onCateringHost } from './support/site-frame-state';

/**
 * WCAG 1.4.4 Resize Text, 1.4.10 Reflow and 2.4.11 Focus Not Obscured: a phone's "text size" setting
 * raises the root font size, and every page still fits the 390 px screen: no sideways scrolling, the
 * header's cart and menu button stay on the screen, the bars that stick to the screen leave most of
 * it to the page, and nothing Tab reaches is hidden under them.
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

/** Each of the buttons shows its one-word label on one line, never broken mid-word. */
async function expectWholeWords(buttons: Locator) {
  for (const button of await buttons.all()) {
    const lines = await button.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines, `${await button.innerText()} on one line`).toBe(1);
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
      await expectWholeWords(page.getByRole('group', { name: 'Pickup or delivery' }).getByRole('button'));
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

/** The sticky bars may cover at most half of the screen, so the page always shows between them. */
const MAX_BARS_SHARE = 0.5;

async function expectFitsPhone(page: Page, label: string) {
  const screen = page.viewportSize() ?? { width: 0, height: 0 };
  // Soft: one walk reports every page that does not fit, not only the first. The bars are polled:
  // a late arrival (the top alert) is drawn sticky until the layout has measured it, a frame later,
  // and the visitor sees the page as it settles.
  await expect.soft
    .poll(
      async () => (await measureScreenFit(page, { focusWalk: false })).barsHeight,
      `${label}: the sticky bars leave most of the screen`,
    )
    .toBeLessThanOrEqual(screen.height * MAX_BARS_SHARE);
  const fit = await measureScreenFit(page);
  expect.soft(fit.pageWidth, `${label}: no sideways scrolling`).toBeLessThanOrEqual(screen.width);
  expect.soft(fit.hiddenWhenFocused, `${label}: focus shows between the sticky bars`).toEqual([]);
}

const forMembers = (route: RouteEntry) => route.guards.includes('member');

/**
 * The route table in tabs of its own: its public routes signed out (in two halves, side by side),
 * the account pages signed in, and the public routes again signed in, in the member's frame.
 */
const WALKS = [
  {
    name: 'public routes signed out, first half',
    member: false,
    pick: (_: RouteEntry, index: number) => index % 2 === 0,
  },
  {
    name: 'public routes signed out, second half',
    member: false,
    pick: (_: RouteEntry, index: number) => index % 2 === 1,
  },
  { name: 'account pages signed in', member: true, pick: () => true },
  // The frame of a signed-in member (its greeting, inbox and account links) on every public page.
  { name: 'public routes signed in', member: true, publicRoutes: true, pick: () => true },
];

for (const walk of WALKS) {
  test(`at 200% text, each page fits the phone's screen with the page shown between the bars: ${walk.name}`, async ({
    page,
  }) => {
    // A hang detector for a walk of some 25 page loads, not a speed assertion.
    test.setTimeout(240_000);
    const routes = (await loadRouteTable())
      .filter((route) => forMembers(route) === (walk.member && !walk.publicRoutes))
      .filter(walk.pick);
    expect(routes.length).toBeGreaterThan(5);
    await startWithSeededCart(page, { member: walk.member });
    await enlargeText(page, '200%');

    for (const route of routes) {
      const url = routeUrl(route);
      await test.step(url, async () => {
        await page.goto(url);
        await expectRoutePageLoaded(page, route, 'Announcement');
        await expectFitsPhone(page, url);
      });
    }
  });
}

/** The catering site's own pages (its header, notices, menu and checkout), as a signed-in member. */
const CATERING_PATHS = [
  '/',
  '/menu',
  `/order/product?id=${SKUS.cateringCookieTray}`,
  '/order/checkout',
  '/offers',
  '/bo-time-moments',
  '/locations',
  '/account',
];

test("at 200% text, each page of the catering site fits the phone's screen with the page shown between the bars", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await asCateringMember(page);
  await enlargeText(page, '200%');

  for (const path of CATERING_PATHS) {
    await test.step(path, async () => {
      await page.goto(onCateringHost(baseURL, path));
      const main = page.getByRole('main');
      await expect(main.getByRole('heading').first()).toBeVisible();
      // The catering notice arrives after the page, in the bars' place: measured once it is there.
      await expect(page.getByRole('region', { name: 'Announcement' })).toBeVisible();
      await expect(page.locator('[role="status"][aria-label]')).toHaveCount(0);
      await expectFitsPhone(page, `catering ${path}`);
    });
  }
});

const LONG_FIRST_NAME = 'Maximilianoalexanderjonathan';

test("a member's long first name fits the account page on the phone's screen", async ({ page }) => {
  await startWithSeededCart(page, { member: true });
  // The seeded member's profile, with a first name too long for one line at the phone's width.
  await page.route('**/api/v1/members/get', async (route) => {
    const response = await route.fetch();
    const member = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...member, first_name: LONG_FIRST_NAME } });
  });

  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: `Hi ${LONG_FIRST_NAME}!` })).toBeVisible();
  await expectFitsPhone(page, '/account');
});
