import { expect, test, type Page } from './support/test';
import { startWithSeededCart } from './support/seeded-cart';

/**
 * SPEC §8, the rows of the ordering flow, each reproduced through the mock server's scenario of the
 * same name (mocks/README.md) or through the seeded data, with the exact text a visitor sees, or
 * nothing shown where SPEC says the failure is only logged. One layout is enough here: the text is
 * the same on both, and the flows themselves run on both in cart, checkout and locations.
 */

const cartButton = (page: Page) => page.getByRole('button', { name: /^Cart/ });
const cartDialog = (page: Page) => page.getByRole('dialog', { name: 'Your Cart' });
const promoInput = (page: Page) => cartDialog(page).getByRole('textbox', { name: 'Promo code' });
const cartLines = (page: Page) =>
  cartDialog(page).getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');

/** The cart's alerts that say something (its live regions are there, empty, from the start). */
const shownAlerts = (page: Page) => cartDialog(page).getByRole('alert').filter({ hasText: /\S/ });

/** Console errors of the page from now on: "logged only" failures must still be logged. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

async function openCart(page: Page, options: Parameters<typeof startWithSeededCart>[1]) {
  await startWithSeededCart(page, options);
  await page.goto('/');
  await cartButton(page).click();
  await expect(cartLines(page)).toHaveCount(4);
}

async function applyPromo(page: Page, code: string) {
  await promoInput(page).fill(code);
  await cartDialog(page).getByRole('button', { name: 'Apply', exact: true }).click();
}

async function openCheckout(page: Page, scenario: string) {
  await startWithSeededCart(page, { member: false, scenario });
  await page.goto('/order/checkout');
  await expect(page.getByRole('group', { name: 'How would you like to get your order?' })).toBeVisible();
}

async function searchLocations(page: Page, scenario: string) {
  await page.setExtraHTTPHeaders({ 'x-mock-scenario': scenario });
  await page.goto('/locations');
  await page.getByRole('searchbox', { name: /Zip code or city and state/ }).fill('28202');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

test.describe('SPEC §8: promo codes', () => {
  test("promo-rejected: any code is 'Error: Invalid promo code.' and the code stays editable", async ({
    page,
  }) => {
    await openCart(page, { member: false, scenario: 'promo-rejected' });
    await applyPromo(page, 'SAVE10');
    await expect(cartDialog(page).getByText('Error: Invalid promo code.')).toBeVisible();
    await expect(promoInput(page)).not.toHaveAttribute('readonly');
    await expect(promoInput(page)).toHaveAttribute('aria-invalid', 'true');
  });

  test("an empty code is 'Error: Promo code cannot be empty.'", async ({ page }) => {
    await openCart(page, { member: false });
    await applyPromo(page, '');
    await expect(cartDialog(page).getByText('Error: Promo code cannot be empty.')).toBeVisible();
  });

  test("promo-empty-at-server: the server's 'Coupon code cannot be empty.' is 'Error: Promo code cannot be empty.', in Spanish too", async ({
    page,
  }) => {
    await openCart(page, { member: false, scenario: 'promo-empty-at-server' });
    await applyPromo(page, 'SAVE10');
    await expect(
      cartDialog(page).getByText('Error: Promo code cannot be empty.', { exact: true }),
    ).toBeVisible();

    await page.goto('/?lang=es');
    await page.getByRole('button', { name: /^Carrito/ }).click();
    const carrito = page.getByRole('dialog', { name: 'Tu carrito' });
    await carrito.getByRole('textbox', { name: 'Código promocional' }).fill('SAVE10');
    await carrito.getByRole('button', { name: 'Aplicar', exact: true }).click();
    await expect(
      carrito.getByText('Error: El código promocional no puede estar vacío.', { exact: true }),
    ).toBeVisible();
  });

  test("'Offer not valid - $200.00 Minimum Required' is kept as the server says it", async ({ page }) => {
    await openCart(page, { member: false });
    await applyPromo(page, 'cater200');
    await expect(
      cartDialog(page).getByText('Error: Offer not valid - $200.00 Minimum Required', { exact: true }),
    ).toBeVisible();
  });
});

test.describe('SPEC §8: wallet offers and upsells', () => {
  test("offer-apply-fails: 'Error: ' and the server's first error", async ({ page }) => {
    await openCart(page, { member: true, scenario: 'offer-apply-fails' });
    const offers = cartDialog(page).getByRole('region', { name: 'Your Offers' });
    await offers
      .getByRole('button', { name: /^Apply / })
      .first()
      .click();
    await expect(cartDialog(page).getByText('Error: This reward cannot be used right now.')).toBeVisible();
  });

  test("offer-remove-fails: 'Error: ' and the server's first error; the offer stays applied", async ({
    page,
  }) => {
    await openCart(page, { member: true, scenario: 'offer-remove-fails' });
    const offers = cartDialog(page).getByRole('region', { name: 'Your Offers' });
    const apply = offers.getByRole('button', { name: /^Apply / }).first();
    const label = ((await apply.getAttribute('aria-label')) ?? '').replace(/^Apply /, '');
    await apply.click();
    const remove = offers.getByRole('button', { name: `Remove ${label}` });
    await remove.click();
    await expect(cartDialog(page).getByText('Error: This reward cannot be removed right now.')).toBeVisible();
    await expect(remove).toBeVisible();
  });

  test('wallet-offers-fail: logged only; the cart shows no offers and no error', async ({ page }) => {
    const errors = consoleErrors(page);
    await openCart(page, { member: true, scenario: 'wallet-offers-fail' });
    await expect.poll(() => errors.join('\n')).toContain('Loading the wallet offers failed.');
    await expect(cartDialog(page).getByRole('region', { name: 'Your Offers' })).toHaveCount(0);
    await expect(shownAlerts(page)).toHaveCount(0);
  });

  test("upsell-add-fails: 'Error adding to cart', and the cart keeps its lines", async ({ page }) => {
    await openCart(page, { member: false, scenario: 'upsell-add-fails' });
    const upsells = cartDialog(page).getByRole('region', { name: 'Complete Your Order' });
    await upsells.getByRole('button', { name: /^Add / }).first().click();
    await expect(upsells.getByText('Error adding to cart', { exact: true })).toBeVisible();
    await expect(cartLines(page)).toHaveCount(4);
  });
});

test.describe('SPEC §8: the cart, logged only', () => {
  test('cart-update-fails: a quantity change is logged, nothing is shown, the line keeps its quantity', async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    await openCart(page, { member: false, scenario: 'cart-update-fails' });
    const supremes = cartDialog(page).getByRole('group', { name: /Supremes.*: 2$/ });
    await expect(supremes).toBeVisible();
    await cartDialog(page)
      .getByRole('button', { name: /^Increase quantity of .*Supremes/ })
      .click();
    await expect.poll(() => errors.join('\n')).toContain('Changing the cart failed.');
    await expect(supremes).toBeVisible();
    await expect(shownAlerts(page)).toHaveCount(0);
  });

  test('cart-update-fails: removing a line is logged, nothing is shown, the line stays', async ({ page }) => {
    const errors = consoleErrors(page);
    await openCart(page, { member: false, scenario: 'cart-update-fails' });
    await cartDialog(page)
      .getByRole('button', { name: /^Remove .*Dirty Rice/ })
      .click();
    await expect.poll(() => errors.join('\n')).toContain('Changing the cart failed.');
    await expect(cartLines(page)).toHaveCount(4);
    await expect(shownAlerts(page)).toHaveCount(0);
  });

  test('cart-validate-fails: the line is removed, the failed re-validation is logged, nothing is shown', async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    await openCart(page, { member: false, scenario: 'cart-validate-fails' });
    await cartDialog(page)
      .getByRole('button', { name: /^Remove .*Dirty Rice/ })
      .click();
    await expect(cartLines(page)).toHaveCount(3);
    await expect.poll(() => errors.join('\n')).toContain('Changing the cart failed.');
    await expect(shownAlerts(page)).toHaveCount(0);
  });
});

test.describe('SPEC §8: checkout', () => {
  test("donation-fails: the server's message is shown by the round-up", async ({ page }) => {
    await openCheckout(page, 'donation-fails');
    const roundUp = page.getByRole('checkbox', { name: /^Round up my order for the Foundation/ });
    // The box shows what the order holds: the server refused, so it stays unticked.
    await roundUp.click();
    await expect(page.getByText('Donations are not available at this location.')).toBeVisible();
    await expect(roundUp).not.toBeChecked();
  });

  test("time-setting-fails: logged, and the server's message is shown", async ({ page }) => {
    const errors = consoleErrors(page);
    await openCheckout(page, 'time-setting-fails');
    await page.getByRole('radio', { name: 'Schedule for later' }).check();
    const time = page.getByRole('combobox', { name: 'Time' });
    await expect(time.locator('option')).not.toHaveCount(1);
    const firstSlot = await time.locator('option').nth(1).getAttribute('value');
    await time.selectOption(firstSlot ?? '');
    await expect(page.getByText('The restaurant is closed at the selected time.')).toBeVisible();
    await expect.poll(() => errors.join('\n')).toContain('Setting the order time failed');
  });
});

test.describe('SPEC §8: locations, menus, deep links and routes', () => {
  test("find-location-fails: the search answers with the server's message", async ({ page }) => {
    await searchLocations(page, 'find-location-fails');
    await expect(page.getByRole('main').getByText('Location search is unavailable.')).toBeVisible();
  });

  test("a deep link to a product this location lacks: the 'not found at location' notice on the menu", async ({
    page,
  }) => {
    await startWithSeededCart(page, { member: false });
    await page.goto('/?product=no-such-chicken-sandwich-deluxe');
    await expect(page).toHaveURL(/\/menu$/);
    await expect(
      page.getByText(
        'Sorry, the item you were looking for is not available at this location. Take a look at the rest of our menu.',
      ),
    ).toBeVisible();
  });

  test('route-error: a menu that fails to load shows the error page with the status', async ({ page }) => {
    await startWithSeededCart(page, { member: false, scenario: 'route-error' });
    await page.goto('/menu');
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    // The response's status (503), not the 500 the page falls back to without one.
    await expect(page.getByText('Error 503. Please try again in a moment.')).toBeVisible();
  });
});

test.describe('SPEC §8: request errors generally', () => {
  const cases = [
    { scenario: 'offline', shown: ['Connection issue. Please try again.'] },
    { scenario: 'errors-array-of-strings', shown: ['The kitchen is offline.', 'Please try again soon.'] },
    { scenario: 'errors-single-object', shown: ['The ordering service is down.'] },
    { scenario: 'errors-malformed', shown: ['Connection issue. Please try again.'] },
  ];
  for (const { scenario, shown } of cases) {
    test(`${scenario}: the failing call shows ${shown.map((text) => `'${text}'`).join(' and ')}`, async ({
      page,
    }) => {
      await searchLocations(page, scenario);
      const alert = page.getByRole('main').getByRole('alert');
      for (const text of shown) await expect(alert.getByText(text, { exact: true })).toBeVisible();
    });
  }
});
