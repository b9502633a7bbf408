import { expect, test, type Page } from './support/test';
import { SEEDED_CART_ORDER_ID } from '../../mocks/seed/constants';
import { expectNoAxeViolations } from './support/axe';
import { afterNoon, memberCartAt, nextMorningFirstSlot, weekdayNoonInCharlotte } from './support/mock-clock';

/**
 * Ordering ahead on the production build, with the page's clock and this session's mock
 * clock pinned together: no ASAP while the restaurant is closed or closing, never a scheduled order
 * without its time, and a slot taken meanwhile brings the picker back. The layout does not matter
 * here: desktop only.
 */

const noon = weekdayNoonInCharlotte();
const placeOrderButton = (page: Page) => page.getByRole('button', { name: 'Place order', exact: true });
const confirmDialog = (page: Page) => page.getByRole('dialog', { name: 'Are these details correct?' });
const asapRadio = (page: Page) => page.getByRole('radio', { name: 'As soon as possible' });
const scheduleRadio = (page: Page) => page.getByRole('radio', { name: 'Schedule for later' });
const picker = (page: Page) => page.getByRole('combobox', { name: 'Time' });

async function openCheckout(page: Page) {
  await page.goto('/order/checkout');
  await expect(page.getByRole('group', { name: 'How would you like to get your order?' })).toBeVisible();
  await expect(placeOrderButton(page)).toBeEnabled();
}

/** The dialog's "Pickup Time:" line ends with the time the picker shows; the submitted order carries it. */
async function confirmAndSubmit(page: Page, wanted: string) {
  const shown = (await picker(page).locator('option:checked').innerText()).split(', ').at(-1) ?? '';
  await placeOrderButton(page).click();
  const dialog = confirmDialog(page);
  await expect(dialog.getByText('Pickup Time:').locator('..')).toHaveText(new RegExp(`, ${shown}$`));
  const submitted = page.waitForResponse(
    (response) => response.url().endsWith(`/orders/${SEEDED_CART_ORDER_ID}/submit`) && response.ok(),
  );
  await dialog.getByRole('button', { name: 'Place Order' }).click();
  const { order } = (await (await submitted).json()) as { order: { time: { mode: string; wanted: string } } };
  expect(order.time.mode).toBe('advance');
  expect(Date.parse(order.time.wanted)).toBe(Date.parse(wanted));
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
}

for (const { when, at, why } of [
  {
    when: 'at night',
    at: afterNoon(noon, 11.5),
    why: 'The restaurant is closed right now. Please schedule your order for later.',
  },
  {
    when: 'at 9:50 PM, when an ASAP order would be ready after closing',
    at: afterNoon(noon, 9 + 50 / 60),
    why: 'The restaurant closes before an order placed now would be ready. Please schedule your order for later.',
  },
]) {
  test(`${when}, ASAP is not offered and the order goes through for the first morning slot`, async ({
    page,
  }) => {
    await memberCartAt(page, at);
    await openCheckout(page);
    await expect(asapRadio(page)).toBeDisabled();
    await expect(asapRadio(page)).toHaveAccessibleDescription(why);
    await expect(scheduleRadio(page)).toBeChecked();
    const firstSlot = nextMorningFirstSlot(noon).toISOString();
    await expect(picker(page)).toHaveValue(firstSlot);
    await expectNoAxeViolations(page);
    await confirmAndSubmit(page, firstSlot);
  });
}

test('at noon, Schedule for later without a time cannot be placed; with one, the order is for that time', async ({
  page,
}) => {
  await memberCartAt(page, noon);
  await openCheckout(page);
  await scheduleRadio(page).check();
  await expect(picker(page)).toBeVisible();
  await placeOrderButton(page).click();
  await expect(page.getByRole('alert')).toHaveText('Please choose a time for your order.');
  await expect(picker(page)).toBeFocused();
  await expect(confirmDialog(page)).toBeHidden();
  await expectNoAxeViolations(page);

  const third = await picker(page).locator('option:not([disabled])').nth(2).getAttribute('value');
  await picker(page).selectOption(third ?? '');
  await expect(page.getByText('Please choose a time for your order.')).toBeHidden();
  await expect(picker(page)).toBeEnabled();
  await expect(picker(page)).toHaveValue(third ?? '');
  await confirmAndSubmit(page, third ?? '');
});

test('a slot taken by the time the order is placed brings the picker back with fresh slots', async ({
  page,
}) => {
  await memberCartAt(page, noon, 'slot-taken-at-submit');
  await openCheckout(page);
  await scheduleRadio(page).check();
  const first = picker(page).locator('option:not([disabled])').first();
  const taken = (await first.getAttribute('value')) ?? '';
  const takenLabel = await first.innerText();
  await picker(page).selectOption(taken);
  await expect(picker(page)).toBeEnabled();
  await expect(picker(page)).toHaveValue(taken);
  await placeOrderButton(page).click();
  await confirmDialog(page).getByRole('button', { name: 'Place Order' }).click();

  await expect(page.getByRole('alert')).toHaveText(
    'This time is no longer available. Please choose another time.',
  );
  await expect(confirmDialog(page)).toBeHidden();
  await expect(picker(page)).toBeFocused();
  await expect(picker(page).getByRole('option', { name: takenLabel })).toHaveCount(0);
  await expect(page.getByLabel('First name')).not.toBeEmpty();

  const next = (await picker(page).locator('option:not([disabled])').first().getAttribute('value')) ?? '';
  await picker(page).selectOption(next);
  await expect(page.getByRole('alert')).toBeHidden();
  await expect(picker(page)).toBeEnabled();
  await expect(picker(page)).toHaveValue(next);
  await confirmAndSubmit(page, next);
});
