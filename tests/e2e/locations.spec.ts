import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { tabTo } from './support/keyboard';
import { ONE_VIEWPORT } from './support/viewports';

/**
 * The location finder (/locations), the offline map and the location confirmation dialog (SPEC §2,
 * §4), on the production build against the mock backend, desktop and 390 px mobile.
 */

/** Fails the test on any console error, and on any request that leaves this origin. */
function watchPage(page: Page, origin: string) {
  const consoleErrors: string[] = [];
  const outsideRequests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol !== 'data:' && url.protocol !== 'blob:' && url.origin !== origin) {
      outsideRequests.push(request.url());
    }
  });
  return { consoleErrors, outsideRequests };
}

/**
 * The scripts the page loads that hold a map library (the pattern scripts/budget.ts forbids on every
 * page but this one), as paths; `settled()` waits until every script seen so far has been read.
 */
function watchMapScripts(page: Page) {
  const found: string[] = [];
  const reads: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    reads.push(
      response
        .text()
        .then((body) => {
          if (/maplibre|mapbox-gl|mapboxgl/.test(body)) found.push(new URL(response.url()).pathname);
        })
        .catch(() => undefined),
    );
  });
  return { found, settled: async () => void (await Promise.all(reads)) };
}

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: /Zip code or city and state/ }).fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

const results = (page: Page) => page.getByRole('list', { name: 'Locations found' });
const result = (page: Page, name: string) => results(page).getByRole('article', { name });

/** Chooses Charlotte – Uptown from a zip search and answers its street address. */
async function orderFromUptown(page: Page): Promise<string> {
  await page.goto('/locations');
  await search(page, '28202');
  const uptown = result(page, 'Charlotte – Uptown');
  const street = ((await uptown.locator('address').innerText()).split('\n')[0] ?? '').trim();
  await uptown.getByRole('button', { name: /^Order here/ }).click();
  await expect(page).toHaveURL(/\/order$/);
  return street;
}

/** The header (desktop) or bottom bar (mobile) shows the chosen address, cut short, as a link. */
async function expectChosenAddress(page: Page, street: string) {
  const shown = page.getByRole('link', { name: /, change location$/ }).first();
  await expect(shown).toBeVisible();
  expect(street.startsWith((await shown.innerText()).replace(/…$/, ''))).toBe(true);
}

test.describe('location finder', () => {
  test('searches by zip code: nearest first, with distance, hours and open now', async ({ page }) => {
    await page.goto('/locations');
    await expect(page.getByRole('heading', { level: 1, name: 'Find a location' })).toBeVisible();
    await search(page, '28202');

    await expect(page.getByRole('status').filter({ hasText: /^\d+ locations near 28202$/ })).toBeVisible();
    const first = results(page).getByRole('article').first();
    await expect(first.getByRole('heading', { level: 2 })).toHaveText('Charlotte – Uptown');
    await expect(first.getByText(/mi away$/)).toBeVisible();
    await expect(first.getByText(/^(Open now|Closed now)$/)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test(`searches by city and state, and explains a search it cannot read ${ONE_VIEWPORT}`, async ({
    page,
  }) => {
    await page.goto('/locations');
    await search(page, 'Raleigh, NC');
    await expect(
      results(page)
        .getByRole('heading', { name: /^Raleigh/ })
        .first(),
    ).toBeVisible();

    await search(page, 'not a place');
    await expect(
      page.getByText('Enter a 5-digit zip code, or a city and state such as Charlotte, NC.'),
    ).toBeVisible();
  });

  test(`finds the locations near the visitor with "Use my location" ${ONE_VIEWPORT}`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 35.229, longitude: -80.8419 });
    await page.goto('/locations');
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page.getByRole('status').filter({ hasText: /locations? near you$/ })).toBeVisible();
    await expect(results(page).getByRole('heading', { level: 2 }).first()).toHaveText('Charlotte – Uptown');
  });

  test('"Order here" sets the location and goes to /order, the header showing its address', async ({
    page,
  }) => {
    const street = await orderFromUptown(page);
    await expectChosenAddress(page, street);
  });

  test('delivery: the address finds the delivering location and goes on the order', async ({ page }) => {
    await page.goto('/locations?mode=delivery');
    await expect(page.getByRole('heading', { level: 1, name: 'Order delivery' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('textbox', { name: /Street address/ }).fill('600 S Tryon St');
    await page.getByRole('textbox', { name: /^City/ }).fill('Charlotte');
    await page.getByRole('textbox', { name: /^State/ }).fill('NC');
    await page.getByRole('textbox', { name: /Zip code/ }).fill('28202');
    await page.getByRole('button', { name: 'Deliver here' }).click();

    await expect(page).toHaveURL(/\/order$/);
    await expect(page.getByRole('link', { name: /, change location$/ }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delivery', exact: true }).first()).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('/order/type starts an order with pickup or delivery', async ({ page }) => {
    await page.goto('/order/type');
    await expect(
      page.getByRole('heading', { level: 1, name: 'How would you like to get your order?' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('main').getByRole('button', { name: 'Pickup', exact: true }).click();
    await expect(page).toHaveURL(/\/locations\?mode=pickup$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Find a location' })).toBeVisible();

    // With a pickup location chosen, Pickup goes straight to its menu; Delivery asks for an address.
    await orderFromUptown(page);
    await page.goto('/order/type');
    await page.getByRole('main').getByRole('button', { name: 'Pickup', exact: true }).click();
    await expect(page).toHaveURL(/\/order$/);
    await expect(page.getByRole('link', { name: 'Chicken Supremes', exact: true })).toBeVisible();
    await page.goto('/order/type');
    await page.getByRole('main').getByRole('button', { name: 'Delivery', exact: true }).click();
    await expect(page).toHaveURL(/\/locations\?mode=delivery$/);
    await expect(page.getByRole('textbox', { name: /Street address/ })).toBeVisible();
  });

  test(`delivery: says so when no location delivers to the address ${ONE_VIEWPORT}`, async ({ page }) => {
    await page.goto('/locations?mode=delivery');
    await page.getByRole('textbox', { name: /Street address/ }).fill('1 Main St');
    await page.getByRole('textbox', { name: /^City/ }).fill('Anchorage');
    await page.getByRole('textbox', { name: /^State/ }).fill('AK');
    await page.getByRole('textbox', { name: /Zip code/ }).fill('99501');
    await page.getByRole('button', { name: 'Deliver here' }).click();

    await expect(
      page.getByRole('status').filter({ hasText: /none of our restaurants deliver/ }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/locations\?mode=delivery$/);
  });
});

test.describe('the offline map', () => {
  test('draws a marker per result with no outside request and no console error', async ({
    page,
    baseURL,
  }) => {
    const watched = watchPage(page, new URL(baseURL ?? 'http://127.0.0.1').origin);
    await page.goto('/locations');
    await search(page, '28202');
    await expect(results(page).getByRole('article').first()).toBeVisible();
    const count = await results(page).getByRole('article').count();
    expect(count).toBeGreaterThan(1);

    const map = page.getByTestId('location-map');
    await expect(map).toHaveAttribute('data-map-state', 'ready', { timeout: 20_000 });
    await expect(map).toHaveAttribute('aria-hidden', 'true');
    await expect(map.locator('canvas')).toHaveAttribute('tabindex', '-1');
    await expect(map.locator('[data-location-id]')).toHaveCount(count);

    // Pointing at a result highlights its marker.
    await result(page, 'Charlotte – South End').hover();
    await expect(map.locator('[data-location-id][data-selected="true"]')).toHaveCount(1);

    await expectNoAxeViolations(page);
    expect(watched.outsideRequests).toEqual([]);
    expect(watched.consoleErrors).toEqual([]);
  });
});

test.describe('the map library', () => {
  test(`loads only on the locations page, once there are results to draw ${ONE_VIEWPORT}`, async ({
    page,
  }) => {
    const mapScripts = watchMapScripts(page);
    // The e-mail club is the last thing a page with a footer loads (once its data is in and the
    // browser idle, then when the footer comes into view): once it shows, every script is in.
    const emailClub = page.getByRole('region', { name: 'Join the E-mail Club' });
    for (const path of ['/', '/about', '/menu', '/order']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await expect(emailClub).toBeVisible();
    }
    // The locations page has no footer: its directory of every location is the last to show.
    await page.goto('/locations');
    await expect(page.getByRole('heading', { level: 2, name: 'All locations' })).toBeVisible();
    await expect(page.getByRole('group').filter({ hasText: /^Georgia \(\d+ locations\)/ })).toBeVisible();
    await mapScripts.settled();
    expect(mapScripts.found).toEqual([]);

    await search(page, '28202');
    await expect(page.getByTestId('location-map')).toHaveAttribute('data-map-state', 'ready', {
      timeout: 20_000,
    });
    await mapScripts.settled();
    expect(mapScripts.found.length).toBeGreaterThan(0);
  });
});

test.describe('location confirmation dialog', () => {
  test('opens from the Menu link, works by keyboard alone, and Continue goes to /order', async ({
    page,
    isMobile,
  }) => {
    await orderFromUptown(page);
    await page.goto('/about');

    if (isMobile) {
      await tabTo(page, page.getByRole('button', { name: 'Open menu' }));
      await page.keyboard.press('Enter');
    }
    const menuLink = page.getByRole('link', { name: 'Menu', exact: true });
    await tabTo(page, menuLink);
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'WHERE WOULD YOU LIKE TO ORDER FROM?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('radio', { name: /^RECENT Charlotte – Uptown/ })).toBeChecked();
    await expect(page).toHaveURL(/\/about$/);
    await expectNoAxeViolations(page);

    // Escape closes it and focus goes back; opening again and Continue goes on to the menu.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    if (!isMobile) {
      await expect(menuLink).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
    } else {
      await page.getByRole('button', { name: 'Open menu' }).press('Enter');
      await tabTo(page, menuLink);
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
    }
    await tabTo(page, dialog.getByRole('button', { name: 'Continue' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/order$/);
    await expect(dialog).toBeHidden();
  });

  test('"Don\'t show me this again" makes the Menu link go straight to /menu', async ({ page, isMobile }) => {
    await orderFromUptown(page);
    await page.goto('/about');
    if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Menu', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'WHERE WOULD YOU LIKE TO ORDER FROM?' });
    await dialog.getByRole('checkbox', { name: 'Don’t show me this again' }).check();
    await dialog.getByRole('button', { name: 'Close' }).click();

    if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Menu', exact: true }).click();
    await expect(page).toHaveURL(/\/menu$/);
    expect(
      (await page.context().cookies()).find((cookie) => cookie.name === 'location-confirmed')?.value,
    ).toBe('true');
  });
});
