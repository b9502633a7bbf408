import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from './support/test';
import { LOCATION_IDS, MENU_IDS, SEEDED_CART_ORDER_ID } from '../../mocks/seed/constants';
import { CHOSEN_LOCATION as LOCATION } from './support/client-state';
import { orderHereAt } from './support/location-finder';
import { mockServerNow } from './support/mock-clock';

/**
 * SPEC §4 "Local persistence", as a visitor sees it: a reload keeps the chosen location and the
 * cart; the location and the order expire after a day; an order created more than 48 hours ago is
 * dropped on start-up; the menu shown follows from the location and is not stored. The page's
 * clock is Playwright's, so a day passes in a second. The first group writes the stored state
 * itself before the visit; the second lets the app write it as a visitor chooses a location and
 * adds to the cart, and checks the expiries the app gave it.
 */

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const START = new Date('2026-11-20T15:00:00Z');

/** Writes the location and order the way the stores persist them, once, at the page's own "now". */
async function persistLocationAndCart(page: Page, { orderAgeMs = 0 } = {}) {
  await page.addInitScript(
    ({ location, orderId, menuId, orderAgeMs, dayMs }) => {
      if (sessionStorage.getItem('persistence-seeded')) return;
      sessionStorage.setItem('persistence-seeded', 'yes');
      const now = Date.now();
      const envelope = (state: unknown) =>
        JSON.stringify({ value: { state, version: 0 }, expires: now + dayMs });
      localStorage.setItem('location', envelope({ location }));
      localStorage.setItem(
        'order',
        envelope({
          order: {
            id: orderId,
            menu_id: menuId,
            location_id: location.id,
            created: new Date(now - orderAgeMs).toISOString(),
          },
        }),
      );
    },
    {
      location: LOCATION,
      orderId: SEEDED_CART_ORDER_ID,
      menuId: MENU_IDS.regular,
      orderAgeMs,
      dayMs: DAY_MS,
    },
  );
}

/** The address and cart count show in the header on desktop and in the bottom bar and top bar on a phone. */
const address = (page: Page) => page.getByRole('link', { name: /^1500 South Tryo/ }).first();
/** With no location, the header (desktop) and the bottom bar (phone) offer Order Now. */
const orderNow = (page: Page) => page.getByRole('link', { name: 'Order Now' }).first();
const cartWithItems = (page: Page) =>
  page.getByRole('button', { name: /^Cart \d+ items? in your cart$/ }).first();

test.describe('stored state written before the visit', () => {
  test.beforeEach(async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-mock-scenario': 'guest-full-cart' });
    await page.clock.install({ time: START });
  });

  test('a reload keeps the chosen location and the cart', async ({ page }) => {
    await persistLocationAndCart(page);
    await page.goto('/');
    await expect(address(page)).toBeVisible();
    await expect(cartWithItems(page)).toBeVisible();

    await page.reload();

    await expect(address(page)).toBeVisible();
    await expect(cartWithItems(page)).toBeVisible();
  });

  test('the location and the cart are forgotten once their day has passed', async ({ page }) => {
    await persistLocationAndCart(page);
    await page.goto('/');
    await expect(address(page)).toBeVisible();

    await page.clock.setSystemTime(new Date(START.getTime() + DAY_MS + HOUR_MS));
    await page.reload();

    await expect(orderNow(page)).toBeVisible();
    await expect(address(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cart', exact: true }).first()).toBeVisible();
  });

  test('an order created more than 48 hours ago is dropped on start-up, the location stays', async ({
    page,
  }) => {
    await persistLocationAndCart(page, { orderAgeMs: 49 * HOUR_MS });
    await page.goto('/');

    await expect(address(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cart', exact: true }).first()).toBeVisible();
    await expect(cartWithItems(page)).toHaveCount(0);
  });
});

/** A localStorage entry as the stores write it. */
interface Envelope {
  value: { state: Record<string, unknown>; version: number };
  expires: number | null;
}

const stored = (page: Page, key: string): Promise<Envelope | null> =>
  page.evaluate((name) => {
    const raw = localStorage.getItem(name);
    return raw === null ? null : (JSON.parse(raw) as Envelope);
  }, key);

/** The time on the page's clock (Playwright's, started at a chosen instant and running on). */
const pageNow = (page: Page) => page.evaluate(() => Date.now());

/** A visitor finds Charlotte – Uptown, orders there and adds Chicken Supremes from the menu. */
async function chooseUptownAndAddSupremes(page: Page) {
  await page.goto('/locations');
  await orderHereAt(page, '28202', 'Charlotte – Uptown');
  await expect(page).toHaveURL(/\/order$/);
  await page.getByRole('link', { name: 'Chicken Supremes', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Chicken Supremes' })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('button', { name: /^Cart 1 item in your cart$/ }).first()).toBeAttached();
}

/** The chosen location's address in the header (desktop) or the bottom bar (phone), whichever it is. */
const chosenAddress = (page: Page) => page.getByRole('link', { name: /, change location$/ }).first();

/** What the app wrote is kept for `ttlMs` from the moment of writing, which lies between `from` and `to`. */
function expectWrittenWithExpiry(entry: Envelope | null, ttlMs: number, from: number, to: number) {
  expect(entry).not.toBeNull();
  expect(entry?.expires).toBeGreaterThanOrEqual(from + ttlMs);
  expect(entry?.expires).toBeLessThanOrEqual(to + ttlMs);
}

test.describe('what the app itself stores as a visitor orders', () => {
  test.beforeEach(async ({ context }) => {
    // One mock-server database for the test, named before the page's parallel first calls.
    await context.setExtraHTTPHeaders({ 'x-mock-session': randomUUID() });
  });

  test('the location and the order are kept for a day, the menu for an hour, then asked for anew', async ({
    page,
  }) => {
    // The page starts at the mock server's own time (noon in Charlotte), so the order it creates is new.
    const start = Date.parse(mockServerNow());
    await page.clock.install({ time: start });
    await chooseUptownAndAddSupremes(page);
    const written = await pageNow(page);

    const location = await stored(page, 'location');
    const order = await stored(page, 'order');
    expectWrittenWithExpiry(location, DAY_MS, start, written);
    expectWrittenWithExpiry(order, DAY_MS, start, written);
    expect(location?.value.state).toMatchObject({ location: { id: LOCATION_IDS.charlotteUptown } });
    expect(order?.value.state).toMatchObject({
      order: {
        location_id: LOCATION_IDS.charlotteUptown,
        menu_id: MENU_IDS.regular,
        created: expect.any(String),
      },
    });
    // SPEC §9's location id cookie lasts the same day (the browser counts it by its own clock).
    const idCookie = (await page.context().cookies()).find(({ name }) => name === 'location-id');
    expect(idCookie?.value).toBe(String(LOCATION_IDS.charlotteUptown));
    expect((idCookie?.expires ?? 0) * 1000).toBeGreaterThan(Date.now() + DAY_MS - HOUR_MS);
    expect((idCookie?.expires ?? 0) * 1000).toBeLessThanOrEqual(Date.now() + DAY_MS);

    // The menu the visitor was shown, for an hour from its fetch, under the key of its call.
    const menu = (await stored(page, 'menu')) as { value: { queryKey: unknown[] }; expires: number } | null;
    expectWrittenWithExpiry(menu as Envelope | null, HOUR_MS, start, written);
    expect(menu?.value.queryKey).toEqual([`/api/v1/menus/${MENU_IDS.regular}`, { language: 'en-US' }]);
    const dayEnds = Math.max(location?.expires ?? 0, order?.expires ?? 0);

    // Within the hour a new visit shows the stored menu without asking for it.
    const menuCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith(`/menus/${MENU_IDS.regular}`))
        menuCalls.push(request.url());
    });
    await page.clock.setSystemTime(written + HOUR_MS - MINUTE_MS);
    await page.goto('/order');
    await expect(page.getByRole('link', { name: 'Chicken Supremes', exact: true })).toBeVisible();
    expect(menuCalls).toEqual([]);

    // Past the menu's hour a new visit asks for the chosen location's menu anew; the location and the
    // cart stay, and their day is not restarted by being used.
    await page.clock.setSystemTime(written + HOUR_MS + MINUTE_MS);
    await page.goto('/');
    await expect(chosenAddress(page)).toBeVisible();
    await expect(cartWithItems(page)).toBeVisible();
    expect(await stored(page, 'location')).toEqual(location);
    expect(await stored(page, 'order')).toEqual(order);
    const menuAskedFor = page.waitForResponse(
      (response) => new URL(response.url()).pathname.endsWith(`/menus/${MENU_IDS.regular}`) && response.ok(),
    );
    await page.goto('/order');
    await menuAskedFor;
    await expect(page.getByRole('link', { name: 'Chicken Supremes', exact: true })).toBeVisible();

    // Past the day the location and the order are gone: Order Now, an empty cart. The page's clock
    // moves past the day, the browser's does not: its cookie is expired by hand.
    await page.clock.setSystemTime(dayEnds + MINUTE_MS);
    await page.context().clearCookies({ name: 'location-id' });
    await page.goto('/');
    await expect(orderNow(page)).toBeVisible();
    await expect(chosenAddress(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cart', exact: true }).first()).toBeVisible();
    await expect(cartWithItems(page)).toHaveCount(0);
    expect(await stored(page, 'location')).toBeNull();
    expect(await stored(page, 'order')).toBeNull();
  });

  test('an order the server created more than 48 hours ago is dropped on start-up, the fresh location stays', async ({
    page,
  }) => {
    // The page runs 47 hours ahead of the mock server's clock: the order it creates is 47 hours old.
    const start = Date.parse(mockServerNow()) + 47 * HOUR_MS;
    await page.clock.install({ time: start });
    await chooseUptownAndAddSupremes(page);

    const location = await stored(page, 'location');
    const order = await stored(page, 'order');
    expectWrittenWithExpiry(order, DAY_MS, start, await pageNow(page));
    const created = Date.parse(String((order?.value.state.order as { created?: unknown } | null)?.created));
    expect(start - created).toBeGreaterThanOrEqual(47 * HOUR_MS);

    // A day has not passed for either entry, but the order is now over 48 hours old.
    await page.clock.setSystemTime(created + 48 * HOUR_MS + MINUTE_MS);
    await page.goto('/');

    await expect(chosenAddress(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cart', exact: true }).first()).toBeVisible();
    await expect(cartWithItems(page)).toHaveCount(0);
    expect(await stored(page, 'order')).toBeNull();
    expect(await stored(page, 'location')).toEqual(location);
  });
});
