import { expect, test } from './support/test';
import { DEMO_ACCESS_TOKEN, PAST_ORDER_IDS, SEEDED_CART_ORDER_ID } from '../../mocks/seed/constants';
import { expectNoAxeViolations } from './support/axe';
import { startWithSeededCart } from './support/seeded-cart';

/**
 * One order per intent: the demo member places the seeded cart while the mock holds
 * every submit for 10 seconds (`submit-held`), walks away from the pending order with Escape and a
 * reload, and places it again. The retry carries the first attempt's key, so the server answers
 * the order placed by the first attempt instead of "already submitted".
 */

const SCENARIO = 'submit-held';
/** Each submit waits 10 s in the mock before it is handled; the confirmation follows the retry's. */
const HELD_SUBMIT_TIMEOUT = 30_000;

test('a reload while placing, then placing again, places one order and shows its confirmation', async ({
  page,
}) => {
  await startWithSeededCart(page, { member: true, scenario: SCENARIO });
  const main = page.getByRole('main');
  const placeOrder = main.getByRole('button', { name: 'Place order', exact: true });
  const dialog = page.getByRole('dialog', { name: 'Are these details correct?' });
  const confirm = dialog.getByRole('button', { name: 'Place Order' });

  await page.goto('/order/checkout');
  await expect(main.getByRole('radio', { name: 'Visa ending in 4242' })).toBeChecked();
  await placeOrder.click();
  const submitSent = page.waitForRequest(
    (request) =>
      request.method() === 'POST' && request.url().endsWith(`/orders/${SEEDED_CART_ORDER_ID}/submit`),
  );
  await confirm.click();
  await submitSent;
  await expect(confirm).toHaveAttribute('aria-busy', 'true');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toHaveAttribute('aria-disabled', 'true');
  await expect(dialog.getByRole('button', { name: 'Return to checkout' })).toBeDisabled();

  // At once: the first attempt is still held by the mock when the page comes back.
  await page.reload();
  await expect(main.getByRole('radio', { name: 'Visa ending in 4242' })).toBeChecked();
  await placeOrder.click();
  await confirm.click();

  await expect(page).toHaveURL(new RegExp(`/order/confirm\\?id=${SEEDED_CART_ORDER_ID}$`), {
    timeout: HELD_SUBMIT_TIMEOUT,
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
  await expect(page.getByText('This order has already been submitted.')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The mock's own record, the member's order history: the cart was placed once, beside the past orders.
  const history = await page.request.get('/api/v1/orders/recent', {
    headers: { 'x-mock-scenario': SCENARIO, authorization: `Bearer ${DEMO_ACCESS_TOKEN}` },
  });
  expect(history.ok()).toBe(true);
  const ids = ((await history.json()) as { id: string }[]).map((order) => order.id);
  expect(ids.sort()).toEqual([...PAST_ORDER_IDS, SEEDED_CART_ORDER_ID].sort());
});

test('a reload while placing shows the confirmation once the first attempt has placed the order', async ({
  page,
}) => {
  await startWithSeededCart(page, { member: true, scenario: SCENARIO });
  const main = page.getByRole('main');
  const dialog = page.getByRole('dialog', { name: 'Are these details correct?' });

  await page.goto('/order/checkout');
  await expect(main.getByRole('radio', { name: 'Visa ending in 4242' })).toBeChecked();
  await main.getByRole('button', { name: 'Place order', exact: true }).click();
  const submitSent = page.waitForRequest(
    (request) =>
      request.method() === 'POST' && request.url().endsWith(`/orders/${SEEDED_CART_ORDER_ID}/submit`),
  );
  await dialog.getByRole('button', { name: 'Place Order' }).click();
  await submitSent;
  // The page goes away before the answer; the mock still places the order when its hold ends.
  await page.reload();
  await expect(main.getByRole('radio', { name: 'Visa ending in 4242' })).toBeChecked();
  await expect
    .poll(
      async () => {
        const order = await page.request.get(`/api/v1/orders/${SEEDED_CART_ORDER_ID}`, {
          headers: { 'x-mock-scenario': SCENARIO, authorization: `Bearer ${DEMO_ACCESS_TOKEN}` },
        });
        return ((await order.json()) as { status: string }).status;
      },
      { timeout: HELD_SUBMIT_TIMEOUT },
    )
    .toBe('submitted');

  // The visitor comes back: the placed order's confirmation, not an empty cart.
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`/order/confirm\\?id=${SEEDED_CART_ORDER_ID}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
});
