import { expect, test, type Page } from './support/test';
import { SEEDED_CART_ORDER_ID } from '../../mocks/seed/constants';
import { expectNoAxeViolations } from './support/axe';
import { continueAsGuest } from './support/guest-checkout';
import { hostedCardForm, TEST_CARDS, typeCard } from './support/hosted-card-form';
import { startWithSeededCart } from './support/seeded-cart';
import { ONE_VIEWPORT } from './support/viewports';

/**
 * Paying with a card through the payment provider's hosted form, on the production build:
 * the form is framed from the mock server's origin (VITE_PAYMENT_FORM_URL in playwright.config.ts),
 * the card is bound to the order's one-time token there, and only the token reaches /api/v1. Declines
 * come from the charge at submit, with the provider's message.
 */

const placeOrder = (page: Page) => page.getByRole('button', { name: 'Place order', exact: true });
const confirmDialog = (page: Page) => page.getByRole('dialog', { name: 'Are these details correct?' });

/** Every request the page and its frames send, with its body, and every console line. */
function recordTraffic(page: Page) {
  const requests: string[] = [];
  const apiRequests: string[] = [];
  const consoleLines: string[] = [];
  page.on('request', (request) => {
    const line = `${request.method()} ${request.url()} ${request.postData() ?? ''}`;
    requests.push(line);
    if (new URL(request.url()).pathname.startsWith('/api/v1')) apiRequests.push(line);
  });
  page.on('console', (message) => consoleLines.push(message.text()));
  return { requests, apiRequests, consoleLines };
}

/** The card number, typed in any grouping, appears nowhere the site can keep or send it. */
async function expectCardNowhere(page: Page, digits: string[], traffic: ReturnType<typeof recordTraffic>) {
  const found = (text: string) => digits.some((number) => text.replace(/[\s-]/g, '').includes(number));
  expect(traffic.apiRequests.filter(found)).toEqual([]);
  expect(traffic.consoleLines.filter(found)).toEqual([]);
  const storage = await page.evaluate(() => JSON.stringify([{ ...localStorage }, { ...sessionStorage }]));
  expect(found(storage)).toBe(false);
  expect(found(JSON.stringify(await page.context().cookies()))).toBe(false);
  // The card did go somewhere: to the provider's own endpoint, from its frame.
  expect(traffic.requests.some((line) => line.includes('/__mock/payments/tokens') && found(line))).toBe(true);
}

test.describe('a guest pays by card', () => {
  test.beforeEach(({ page }) => startWithSeededCart(page, { member: false }));

  test(`each declined test card shows the provider's message and keeps everything; a good card then pays ${ONE_VIEWPORT}`, async ({
    page,
  }) => {
    const traffic = recordTraffic(page);
    await page.goto('/order/checkout');
    await continueAsGuest(page);
    await page.getByRole('button', { name: '20%' }).click();
    await expect(page.getByRole('button', { name: '20%' })).toHaveAttribute('aria-pressed', 'true');
    await expect(hostedCardForm(page).getByLabel('Card number')).toBeEditable();
    await expectNoAxeViolations(page);

    // Format checks happen in the provider's form, announced there.
    await typeCard(page, '4242424242424241');
    await placeOrder(page).click();
    await expect(
      hostedCardForm(page).getByRole('alert').filter({ hasText: 'Enter a valid card number.' }),
    ).toBeVisible();
    await expect(page.getByText('Please correct the highlighted fields.')).toBeVisible();
    await expect(confirmDialog(page)).toBeHidden();

    const declines = [
      [TEST_CARDS.insufficientFunds, 'Your card has insufficient funds.'],
      [TEST_CARDS.incorrectCvc, "Your card's security code is incorrect."],
      [TEST_CARDS.expired, 'Your card has expired.'],
    ] as const;
    for (const [number, message] of declines) {
      await typeCard(page, number);
      await placeOrder(page).click();
      await confirmDialog(page).getByRole('button', { name: 'Place Order' }).click();
      await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
      await expect(confirmDialog(page)).toBeHidden();
      // A fresh token cleared the form; nothing else the guest typed or chose is lost.
      await expect(hostedCardForm(page).getByLabel('Card number')).toHaveValue('');
      await expect(page.getByLabel('First name')).toHaveValue('Sam');
      await expect(page.getByRole('main').getByLabel('Email')).toHaveValue('sam@example.com');
      await expect(page.getByLabel('Phone')).toHaveValue('704-555-0199');
      await expect(page.getByRole('button', { name: '20%' })).toHaveAttribute('aria-pressed', 'true');
    }
    await expectNoAxeViolations(page);

    await typeCard(page, TEST_CARDS.approves);
    await placeOrder(page).click();
    await confirmDialog(page).getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(new RegExp(`/order/confirm\\?id=${SEEDED_CART_ORDER_ID}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();

    await expectCardNowhere(page, [TEST_CARDS.approves, ...declines.map(([number]) => number)], traffic);
    const submits = traffic.apiRequests.filter((line) =>
      line.includes(`/orders/${SEEDED_CART_ORDER_ID}/submit`),
    );
    expect(submits).toHaveLength(4);
    expect(submits.every((line) => /"token":"pt_/.test(line))).toBe(true);
  });
});

test.describe('a member pays', () => {
  test.beforeEach(({ page }) => startWithSeededCart(page, { member: true }));

  test(`with a new card they save, which then shows in their saved payments ${ONE_VIEWPORT}`, async ({
    page,
  }) => {
    const traffic = recordTraffic(page);
    await page.goto('/order/checkout');
    await expect(page.getByRole('radio', { name: 'Visa ending in 4242' })).toBeChecked();
    await expect(page.getByTitle('Card details')).toHaveCount(0);
    await page.getByRole('radio', { name: 'Use a new card' }).check();
    await typeCard(page, '5555555555554444', { expiry: '0931' });
    await page.getByRole('checkbox', { name: 'Save this card to my account' }).check();
    await expectNoAxeViolations(page);
    await placeOrder(page).click();
    await confirmDialog(page).getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
    await expectCardNowhere(page, ['5555555555554444'], traffic);

    await page.goto('/account/payments');
    await expect(page.getByText('Mastercard ending in 4444')).toBeVisible();
    await expect(page.getByText('Visa ending in 4242')).toBeVisible();
  });
});

test.describe('the app’s card page', () => {
  test.beforeEach(({ page }) => startWithSeededCart(page, { member: false }));

  test(`hands the approved token, and nothing sensitive, to the app ${ONE_VIEWPORT}`, async ({ page }) => {
    await page.addInitScript(() => {
      const sent: string[] = [];
      Object.assign(window, {
        appMessages: sent,
        ReactNativeWebView: { postMessage: (m: string) => sent.push(m) },
      });
    });
    await page.goto(`/app/payment?order=${SEEDED_CART_ORDER_ID}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Enter your card' })).toBeVisible();
    // The minimal layout: no site header or footer around the card form.
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await typeCard(page, TEST_CARDS.approves);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Use this card' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Visa ending in 4242 is ready. Return to the app to place your order.',
    );
    const sent = await page.evaluate(() => (window as unknown as { appMessages: string[] }).appMessages);
    expect(sent).toHaveLength(1);
    const message = JSON.parse(sent[0] ?? '{}') as Record<string, unknown>;
    expect(message).toMatchObject({
      type: 'payment_token',
      order: SEEDED_CART_ORDER_ID,
      card: { brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2030 },
    });
    expect(String(message.token)).toMatch(new RegExp(`^pt_${SEEDED_CART_ORDER_ID}_`));
    expect(sent[0]).not.toContain(TEST_CARDS.approves);
  });
});
