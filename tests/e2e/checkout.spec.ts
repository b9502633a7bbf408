import { expect, test, type Page } from './support/test';
import { DEMO_MEMBER, SEEDED_CART_ORDER_ID } from '../../mocks/seed/constants';
import { expectNoAxeViolations } from './support/axe';
import { continueAsGuest } from './support/guest-checkout';
import { hostedCardForm, TEST_CARDS, typeCard } from './support/hosted-card-form';
import { orderHereAt } from './support/location-finder';
import { startWithSeededCart } from './support/seeded-cart';
import { ONE_VIEWPORT } from './support/viewports';

/**
 * Checkout and placing the order on the production build against the mock
 * server. The seeded cart (`SEEDED_CART_ORDER_ID` at Charlotte – Uptown) is the visitor's order: its reference
 * and the chosen location are written to localStorage the way the stores persist them.
 */

const placeOrderButton = (page: Page) => page.getByRole('button', { name: 'Place order', exact: true });
const confirmDialog = (page: Page) => page.getByRole('dialog', { name: 'Are these details correct?' });

async function openCheckout(page: Page, path = '/order/checkout') {
  await page.goto(path);
  await expect(
    page.getByRole('group', {
      name: /How would you like to get your order\?|¿Cómo quieres recibir tu pedido\?/,
    }),
  ).toBeVisible();
}

async function expectConfirmed(page: Page) {
  await expect(page).toHaveURL(new RegExp(`/order/confirm\\?id=${SEEDED_CART_ORDER_ID}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
  await expect(page.getByText('Received')).toBeVisible();
}

test.describe('checkout as the demo member', () => {
  test.beforeEach(({ page }) => startWithSeededCart(page, { member: true }));

  test('places an in-store pickup order, one order for a double click, axe clean throughout', async ({
    page,
  }) => {
    const submits: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith(`/orders/${SEEDED_CART_ORDER_ID}/submit`)) {
        submits.push(request.url());
      }
    });
    await openCheckout(page);
    await expect(page.getByLabel('First name')).toHaveValue(DEMO_MEMBER.first_name);
    await expect(page.getByRole('radio', { name: 'Visa ending in 4242' })).toBeChecked();
    await expectNoAxeViolations(page);

    await placeOrderButton(page).click();
    const dialog = confirmDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('In-Store pickup at Charlotte – Uptown')).toBeVisible();
    await expect(dialog.getByText('Pickup Time:')).toBeVisible();
    await expectNoAxeViolations(page);

    await dialog.getByRole('button', { name: 'Place Order' }).dblclick();
    await expectConfirmed(page);
    expect(submits).toHaveLength(1);
    await expectNoAxeViolations(page);
  });

  test(`changes the restaurant from checkout, comes back with the cart, and orders from the new one ${ONE_VIEWPORT}`, async ({
    page,
  }) => {
    await openCheckout(page);
    const handoff = page.getByRole('group', { name: 'How would you like to get your order?' });
    await expect(handoff.getByText(/^Ordering from Charlotte – Uptown, /)).toBeVisible();
    await handoff.getByRole('link', { name: 'Change Location' }).click();
    await expect(page).toHaveURL(/\/locations\?mode=pickup&then=checkout$/);

    await orderHereAt(page, '28203', 'Charlotte – South End');

    await expect(page).toHaveURL(/\/order\/checkout$/);
    await expect(handoff.getByText(/^Ordering from Charlotte – South End, /)).toBeVisible();
    await expect(page.getByRole('button', { name: /7 items in your cart/ }).first()).toBeVisible();
    await placeOrderButton(page).click();
    await expect(confirmDialog(page).getByText('In-Store pickup at Charlotte – South End')).toBeVisible();
  });

  test(`places a curbside order and announces the arrival ${ONE_VIEWPORT}`, async ({ page }) => {
    await openCheckout(page);
    await page.getByRole('radio', { name: 'Curbside pickup' }).check();
    await page.getByLabel('Vehicle make').fill('Ford');
    await page.getByLabel('Vehicle model').fill('F-150');
    await page.getByLabel('Vehicle color').fill('Red');
    await placeOrderButton(page).click();
    await expect(confirmDialog(page).getByText('Curbside pickup at Charlotte – Uptown')).toBeVisible();
    await confirmDialog(page).getByRole('button', { name: 'Place Order' }).click();
    await expectConfirmed(page);
    await page.getByRole('button', { name: "I'm here" }).click();
    await expect(page.getByText("Thanks! We've let the restaurant know you're here.")).toBeVisible();
  });

  test(`places a delivery order ${ONE_VIEWPORT}`, async ({ page }) => {
    await openCheckout(page);
    await page.getByRole('radio', { name: 'Delivery' }).check();
    await expect(page.getByLabel('Street address')).toHaveValue('600 S Tryon St');
    await page.getByLabel('Street address').fill('200 South Tryon Street');
    await page.getByLabel(/Apartment/).fill('');
    await page.getByLabel('City').fill('Charlotte');
    await page.getByRole('main').getByLabel('Zip code').fill('28202');
    await placeOrderButton(page).click();
    await expect(
      confirmDialog(page).getByText('Delivery to 200 South Tryon Street, Charlotte, 28202'),
    ).toBeVisible();
    await confirmDialog(page).getByRole('button', { name: 'Place Order' }).click();
    await expectConfirmed(page);
  });

  test(`places an order in Spanish ${ONE_VIEWPORT}`, async ({ page }) => {
    await openCheckout(page, '/order/checkout?lang=es');
    // Prices keep US conventions in Spanish, as the restaurants are in the US: "$38.96", not "38,96 US$".
    const totals = page.getByRole('region', { name: 'Resumen del pedido' });
    await expect(totals.getByRole('definition').last()).toHaveText(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
    await page.getByRole('button', { name: 'Hacer pedido', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '¿Son correctos estos datos?' });
    await expect(dialog.getByText('Recogida en la tienda en Charlotte – Uptown')).toBeVisible();
    await dialog.getByRole('button', { name: 'Hacer el pedido' }).click();
    await expect(page).toHaveURL(new RegExp(`/order/confirm\\?id=${SEEDED_CART_ORDER_ID}$`));
    await expect(page.getByRole('heading', { level: 1, name: '¡Gracias por tu pedido!' })).toBeVisible();
  });

  test(`places an order by keyboard alone ${ONE_VIEWPORT}`, async ({ page }) => {
    await openCheckout(page);
    const button = placeOrderButton(page);
    // Tab through the page until the Place order button has focus, then press Enter.
    for (let presses = 0; presses < 80; presses += 1) {
      await page.keyboard.press('Tab');
      if (await button.evaluate((element) => element === document.activeElement)) break;
    }
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = confirmDialog(page);
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    const confirm = dialog.getByRole('button', { name: 'Place Order' });
    for (let presses = 0; presses < 5; presses += 1) {
      if (await confirm.evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(confirm).toBeFocused();
    await page.keyboard.press('Enter');
    await expectConfirmed(page);
  });
});

test.describe('checkout as a guest', () => {
  test.beforeEach(({ page }) => startWithSeededCart(page, { member: false }));

  test(`chooses the guest path, enters a new card and places the order ${ONE_VIEWPORT}`, async ({ page }) => {
    await openCheckout(page);
    await expect(placeOrderButton(page)).toBeDisabled();
    await continueAsGuest(page);
    await expect(page.getByLabel('Phone')).toHaveValue('704-555-0199');
    await typeCard(page, TEST_CARDS.approves);
    await expect(hostedCardForm(page).getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
    await expectNoAxeViolations(page);
    await placeOrderButton(page).click();
    const dialog = confirmDialog(page);
    await expect(dialog.getByText('In-Store pickup at Charlotte – Uptown')).toBeVisible();
    await dialog.getByRole('button', { name: 'Place Order' }).click();
    await expectConfirmed(page);
  });
});
