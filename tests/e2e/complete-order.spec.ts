import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from './support/test';
import { DEMO_MEMBER } from '../../mocks/seed/constants';
import { expectNoAxeViolations } from './support/axe';
import { continueAsGuest, GUEST } from './support/guest-checkout';
import { TEST_CARDS, typeCard } from './support/hosted-card-form';
import { orderHereAt } from './support/location-finder';
import { signInTo } from './support/member';
import { ONE_VIEWPORT } from './support/viewports';

/**
 * A complete order, the way a visitor places one from an empty browser: find
 * Charlotte – Uptown, add Chicken Supremes from the menu, open the cart, check out and place the
 * order; as a guest and as the demo member, for pickup, curbside and delivery, on desktop and a
 * 390 px phone, and once in Spanish (keyboard-order.spec.ts places one by keyboard alone). The
 * production build talks to the mock server; what the server received is read back from it at the end.
 */

type Handoff = 'pickup' | 'curbside' | 'delivery';

interface SubmittedOrder {
  handoff: string;
  location_id: number;
  products: { name: string; quantity: number; choices: { name: string }[] }[];
  address?: { address: string; city: string; zip: string } | null;
  handoff_details?: { first_name?: string; vehicle?: { make: string; model: string; color: string } } | null;
}

/** One mock-server session (one database) per test, named before the page's parallel first calls. */
let mockSession: Record<string, string> = {};
test.beforeEach(async ({ context }) => {
  mockSession = { 'x-mock-session': randomUUID() };
  await context.setExtraHTTPHeaders(mockSession);
});

const DELIVERY_ADDRESS = { street: '600 S Tryon St', city: 'Charlotte', state: 'NC', zip: '28202' };
const VEHICLE = { make: 'Ford', model: 'F-150', color: 'Red' };

/** Pickup and curbside: a zip search, then "Order here" on Charlotte – Uptown. */
async function chooseUptown(page: Page) {
  if (!page.url().endsWith('/locations')) await page.goto('/locations');
  await orderHereAt(page, '28202', 'Charlotte – Uptown');
  await expect(page).toHaveURL(/\/order$/);
}

/** Delivery: the address finds the restaurant that delivers there and goes on the order. */
async function chooseDeliveryAddress(page: Page) {
  await page.goto('/locations?mode=delivery');
  await page.getByRole('textbox', { name: /Street address/ }).fill(DELIVERY_ADDRESS.street);
  await page.getByRole('textbox', { name: /^City/ }).fill(DELIVERY_ADDRESS.city);
  await page.getByRole('textbox', { name: /^State/ }).fill(DELIVERY_ADDRESS.state);
  await page.getByRole('textbox', { name: /Zip code/ }).fill(DELIVERY_ADDRESS.zip);
  await page.getByRole('button', { name: 'Deliver here' }).click();
  await expect(page).toHaveURL(/\/order$/);
}

/**
 * From /order: Chicken Supremes, 5 pieces, added to the cart. The cart button counts it and the cart
 * opens by itself (SPEC §4).
 */
/** The product page's words in a language: the Spanish site shows the menu's Spanish option names. */
const SUPREMES_COPY = {
  en: {
    addToCart: 'Add to Cart',
    itemsInCart: /1 item in your cart/,
    count: 'Choose a count',
    five: /5 Piece/,
  },
  es: {
    addToCart: 'Agregar al carrito',
    itemsInCart: /1 artículo en tu carrito/,
    count: 'Elige la cantidad',
    five: /5 piezas/,
  },
};

async function addSupremes(page: Page, language: keyof typeof SUPREMES_COPY = 'en') {
  const copy = SUPREMES_COPY[language];
  await page.getByRole('link', { name: 'Chicken Supremes', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Chicken Supremes' })).toBeVisible();
  await page.getByRole('group', { name: copy.count }).getByRole('radio', { name: copy.five }).check();
  await page.getByRole('button', { name: copy.addToCart }).click();
  await expect(page.getByRole('button', { name: copy.itemsInCart })).toBeAttached();
}

async function proceedToCheckout(page: Page) {
  const cart = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(cart.getByRole('list', { name: 'Items in your cart' })).toContainText('Chicken Supremes');
  await cart.getByRole('button', { name: /^Proceed to Checkout/ }).click();
  await expect(page).toHaveURL(/\/order\/checkout$/);
  await expect(page.getByRole('group', { name: 'How would you like to get your order?' })).toBeVisible();
}

async function fillGuestDetails(page: Page) {
  await continueAsGuest(page);
  await typeCard(page, TEST_CARDS.approves);
}

async function chooseHandoff(page: Page, handoff: Handoff) {
  if (handoff === 'curbside') {
    await page.getByRole('radio', { name: 'Curbside pickup' }).check();
    await page.getByLabel('Vehicle make').fill(VEHICLE.make);
    await page.getByLabel('Vehicle model').fill(VEHICLE.model);
    await page.getByLabel('Vehicle color').fill(VEHICLE.color);
  }
  if (handoff === 'delivery') {
    // The address given on /locations is already on the order.
    await expect(page.getByRole('radio', { name: 'Delivery' })).toBeChecked();
    await expect(page.getByLabel('Street address')).toHaveValue(DELIVERY_ADDRESS.street);
  }
}

const CONFIRM_LINE: Record<Handoff, string> = {
  pickup: 'In-Store pickup at Charlotte – Uptown',
  curbside: 'Curbside pickup at Charlotte – Uptown',
  delivery: `Delivery to ${DELIVERY_ADDRESS.street}, ${DELIVERY_ADDRESS.city}, ${DELIVERY_ADDRESS.zip}`,
};

/** Place order, "Are these details correct?", Place Order; answers the confirmed order's id. */
async function placeOrder(page: Page, handoff: Handoff): Promise<string> {
  await page.getByRole('button', { name: 'Place order', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Are these details correct?' });
  await expect(dialog.getByText(CONFIRM_LINE[handoff])).toBeVisible();
  await dialog.getByRole('button', { name: 'Place Order' }).click();
  return expectConfirmation(page, 'Thank you for your order!');
}

async function expectConfirmation(page: Page, heading: string): Promise<string> {
  await expect(page).toHaveURL(/\/order\/confirm\?id=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: '1 × Chicken Supremes' })).toBeVisible();
  return new URL(page.url()).searchParams.get('id') ?? '';
}

/**
 * The mock session's headers with what the page holds of the order's owner: the signed-in member's
 * token, or the guest secret the submit answered. A placed order answers no one else.
 */
async function ownerHeaders(page: Page): Promise<Record<string, string>> {
  const { access, secret } = await page.evaluate(() => {
    const read = (key: string) =>
      JSON.parse(localStorage.getItem(key) ?? 'null') as {
        value?: { state?: { token?: { access?: string } | null; placed?: { secret?: string } | null } };
      } | null;
    return {
      access: read('token')?.value?.state?.token?.access,
      secret: read('order')?.value?.state?.placed?.secret,
    };
  });
  return {
    ...mockSession,
    ...(access ? { authorization: `Bearer ${access}` } : {}),
    ...(secret ? { 'x-order-secret': secret } : {}),
  };
}

async function submittedOrder(page: Page, id: string): Promise<SubmittedOrder> {
  const response = await page.request.get(`/api/v1/orders/${id}`, { headers: await ownerHeaders(page) });
  expect(response.ok()).toBe(true);
  return (await response.json()) as SubmittedOrder;
}

/** What the server holds is the order the visitor built: the location, the line, the handoff. */
async function expectSubmitted(
  page: Page,
  id: string,
  { handoff, firstName }: { handoff: Handoff; firstName: string },
) {
  const order = await submittedOrder(page, id);
  expect(order.location_id).toBe(1001);
  // Only a submitted order has a status (an open one answers 409).
  const status = await page.request.get(`/api/v1/orders/${id}/status`, { headers: await ownerHeaders(page) });
  expect(status.status()).toBe(200);
  expect(order.products).toHaveLength(1);
  expect(order.products[0]).toMatchObject({ name: 'Chicken Supremes', quantity: 1 });
  expect(order.products[0]?.choices.map((choice) => choice.name)).toContain('5 Piece');
  expect(order.handoff_details?.first_name).toBe(firstName);
  if (handoff === 'pickup') expect(order.handoff).toBe('pickup');
  if (handoff === 'curbside') {
    expect(order.handoff).toBe('curbside');
    expect(order.handoff_details?.vehicle).toEqual(VEHICLE);
  }
  if (handoff === 'delivery') {
    expect(order.handoff).toBe('dispatch');
    expect(order.address).toMatchObject({
      address: DELIVERY_ADDRESS.street,
      city: DELIVERY_ADDRESS.city,
      zip: DELIVERY_ADDRESS.zip,
    });
  }
}

const HANDOFFS: Handoff[] = ['pickup', 'curbside', 'delivery'];

for (const handoff of HANDOFFS) {
  test(`a guest orders for ${handoff} from an empty browser`, async ({ page }) => {
    if (handoff === 'delivery') await chooseDeliveryAddress(page);
    else await chooseUptown(page);
    await addSupremes(page);
    await proceedToCheckout(page);
    await chooseHandoff(page, handoff);
    await fillGuestDetails(page);
    // Checkout with this handoff's own fields (vehicle, delivery address) shown and filled in.
    await expectNoAxeViolations(page);
    const id = await placeOrder(page, handoff);
    await expectSubmitted(page, id, { handoff, firstName: GUEST.first });
    if (handoff === 'curbside') await expect(page.getByRole('button', { name: "I'm here" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test(`the demo member signs in and orders for ${handoff} with the saved card ${ONE_VIEWPORT}`, async ({
    page,
  }) => {
    await signInTo(page, '/locations');
    if (handoff === 'delivery') await chooseDeliveryAddress(page);
    else await chooseUptown(page);
    await addSupremes(page);
    await proceedToCheckout(page);
    await expect(page.getByLabel('First name')).toHaveValue(DEMO_MEMBER.first_name);
    await expect(page.getByRole('radio', { name: 'Visa ending in 4242' })).toBeChecked();
    await chooseHandoff(page, handoff);
    const id = await placeOrder(page, handoff);
    await expectSubmitted(page, id, { handoff, firstName: DEMO_MEMBER.first_name });
  });
}

test('a guest orders in Spanish, every step in Spanish', async ({ page }) => {
  await page.goto('/locations?lang=es');
  await page.getByRole('searchbox', { name: /Código postal o ciudad y estado/ }).fill('28202');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await page
    .getByRole('list', { name: 'Restaurantes encontrados' })
    .getByRole('article', { name: 'Charlotte – Uptown' })
    .getByRole('button', { name: /^Pedir aquí/ })
    .click();
  await expect(page).toHaveURL(/\/order$/);
  await addSupremes(page, 'es');

  await page
    .getByRole('dialog', { name: 'Tu carrito' })
    .getByRole('button', { name: /^Continuar al pago/ })
    .click();
  await expect(page).toHaveURL(/\/order\/checkout$/);
  await page.getByRole('button', { name: 'Continuar como invitado' }).click();
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill(GUEST.first);
  await page.getByLabel('Apellido').fill(GUEST.last);
  await page.getByRole('main').getByLabel('Correo electrónico').fill(GUEST.email);
  await page.getByLabel('Teléfono').pressSequentially(GUEST.phone);
  await typeCard(page, TEST_CARDS.approves, { language: 'es' });
  // Scanned from the top of the page: typing the card scrolls the controls above it under the phone's
  // sticky top bar, and axe measures a control half covered at that scroll position as too small.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Hacer pedido', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '¿Son correctos estos datos?' });
  await expect(dialog.getByText('Recogida en la tienda en Charlotte – Uptown')).toBeVisible();
  await dialog.getByRole('button', { name: 'Hacer el pedido' }).click();
  const id = await expectConfirmation(page, '¡Gracias por tu pedido!');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expectSubmitted(page, id, { handoff: 'pickup', firstName: GUEST.first });
});
