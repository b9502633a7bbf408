import { expect, test, type Page } from '@playwright/test';
import { MENU_IDS, SEEDED_CART_ORDER_ID } from '../../mocks/seed/constants';
import { CHOSEN_LOCATION as LOCATION } from './support/client-state';

/**
 * SPEC §4 "Local persistence", as a visitor sees it: a reload keeps the chosen location and the
 * cart; the location and the order expire after a day; an order created more than 48 hours ago is
 * dropped on start-up. The page's clock is Playwright's, so a day passes in a second.
 */

const HOUR_MS = 60 * 60 * 1000;
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
