import { randomUUID } from 'node:crypto';
import { expect as baseExpect, test, type Page } from './support/test';
import { hostedCardForm, TEST_CARDS } from './support/hosted-card-form';
import { expectFocusKept, pressKeeping, tabTo, typeInto } from './support/keyboard';
import { weekdayNoonInCharlotte } from './support/mock-clock';

/**
 * A guest places a whole order with the keyboard alone, on desktop and a 390 px phone:
 * the location finder, a product with choices, the cart (a quantity change and a promo code), a
 * later time slot chosen with arrow keys, an empty submit's error summary, the guest checkout and
 * the hosted card form, then the confirmation. After every action the focus must still be on
 * something (never the page's body), and the cart's live region must say the new cart total.
 */

// The page's answers come behind some two hundred key presses, on a machine another worker keeps
// busy: each step gets the patience test.slow() gives the whole test (a hang detector, no speed test).
const expect = baseExpect.configure({ timeout: 30_000 });

const noon = weekdayNoonInCharlotte();
const GUEST = { first: 'Kim', last: 'Keys', email: 'kim@example.com', phone: '7045550123' };

test.beforeEach(async ({ context, page }) => {
  // One mock session per test; the page's clock and the mock's agree on a weekday noon, so the
  // restaurant is open and offers later slots on every run.
  await context.setExtraHTTPHeaders({ 'x-mock-session': randomUUID(), 'x-mock-clock': noon.toISOString() });
  await page.clock.setFixedTime(noon);
});

/** The live region in reach: the open cart dialog's (the page behind a modal is inert). */
const cartAnnouncer = (page: Page) =>
  page.getByRole('dialog', { name: 'Your Cart' }).locator('[data-live-announcer]');

test('a guest orders with the keyboard alone, focus kept and the cart total announced', async ({ page }) => {
  // Some two hundred key presses, each followed by a look at the focus: slow on a loaded machine.
  test.slow();
  await page.goto('/locations');
  await typeInto(page, page.getByRole('searchbox', { name: /Zip code or city and state/ }), '28202');
  await pressKeeping(page, 'Enter');
  const orderHere = page
    .getByRole('list', { name: 'Locations found' })
    .getByRole('article', { name: 'Charlotte – Uptown' })
    .getByRole('button', { name: /^Order here/ });
  await expect(orderHere).toBeVisible();
  await tabTo(page, orderHere);
  await pressKeeping(page, 'Enter');
  await expect(page).toHaveURL(/\/order$/);

  // A product with choices: 5 pieces.
  await tabTo(page, page.getByRole('link', { name: 'Chicken Supremes', exact: true }), 150);
  await pressKeeping(page, 'Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Chicken Supremes' })).toBeFocused();
  const count = page.getByRole('group', { name: 'Choose a count' });
  await tabTo(page, count.getByRole('radio', { name: /3 Piece/ }));
  await pressKeeping(page, 'Space');
  await pressKeeping(page, 'ArrowDown');
  await expect(count.getByRole('radio', { name: /5 Piece/ })).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Add to Cart' }));
  await pressKeeping(page, 'Enter');

  // The cart: one more, said with the new total; then a promo code, said with the new total too.
  const cart = page.getByRole('dialog', { name: 'Your Cart' });
  const increase = cart.getByRole('button', { name: 'Increase quantity of Chicken Supremes' });
  await expect(increase).toBeVisible();
  await tabTo(page, increase);
  await pressKeeping(page, 'Enter');
  await expect(cart.getByRole('group', { name: 'Quantity of Chicken Supremes: 2' })).toBeVisible();
  await expect(increase).toBeFocused();
  await expect(cartAnnouncer(page)).toHaveText(
    /^Chicken Supremes: quantity 2\. Cart total \$[\d,]+\.\d\d\.$/,
  );
  const proceed = cart.getByRole('button', { name: /^Proceed to Checkout/ });
  const announcedTotal = (await cartAnnouncer(page).innerText()).match(/\$[\d,]+\.\d\d/)?.[0] ?? '';
  await expect(proceed).toContainText(announcedTotal);

  await typeInto(page, cart.getByRole('textbox', { name: 'Promo code' }), 'SAVE10');
  await pressKeeping(page, 'Enter');
  await expect(cartAnnouncer(page)).toHaveText(/^Promo code SAVE10 applied\. Cart total \$[\d,]+\.\d\d\.$/);
  const discountedTotal = (await cartAnnouncer(page).innerText()).match(/\$[\d,]+\.\d\d/)?.[0] ?? '';
  expect(discountedTotal).not.toBe(announcedTotal);
  await expect(proceed).toContainText(discountedTotal);
  await tabTo(page, proceed);
  await pressKeeping(page, 'Enter');
  await expect(page).toHaveURL(/\/order\/checkout$/);

  // A later slot: "Schedule for later" by arrow key, then three slots down the picker by arrow key.
  const main = page.getByRole('main');
  await tabTo(page, main.getByRole('radio', { name: 'As soon as possible' }), 150);
  await pressKeeping(page, 'ArrowDown');
  await expect(main.getByRole('radio', { name: 'Schedule for later' })).toBeChecked();
  const picker = main.getByRole('combobox', { name: 'Time' });
  await tabTo(page, picker);
  const slots = await picker
    .locator('option:not([disabled])')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  expect(slots.length).toBeGreaterThan(3);
  for (let press = 0; press < 3; press += 1) {
    await pressKeeping(page, 'ArrowDown');
    await expect(picker).toBeFocused();
    await expect(picker).toBeEnabled();
  }
  await expect(picker).toHaveValue(slots[2] ?? '');

  // Place order before the guest choice says what to do and takes the keyboard to the choice.
  const placeOrder = main.getByRole('button', { name: 'Place order', exact: true });
  await tabTo(page, placeOrder, 150);
  await pressKeeping(page, 'Enter');
  await expect(main.getByRole('alert').filter({ hasText: 'Continue as guest' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Continue as guest' })).toBeFocused();
  await pressKeeping(page, 'Enter');
  await expect(main.getByText('You are checking out as a guest.')).toBeFocused();

  // An empty submit: the summary takes focus and its links lead to the fields.
  await expect(hostedCardForm(page).getByLabel('Card number')).toBeEditable();
  await tabTo(page, placeOrder, 150);
  await pressKeeping(page, 'Enter');
  const summary = main.getByRole('alert').filter({ hasText: 'Please correct the highlighted fields.' });
  await expect(summary).toBeFocused();
  const firstNameLink = summary.getByRole('link', { name: 'First name' });
  await tabTo(page, firstNameLink, 5);
  await pressKeeping(page, 'Enter');
  await expect(main.getByLabel('First name')).toBeFocused();
  await page.keyboard.type(GUEST.first);
  await typeInto(page, main.getByLabel('Last name'), GUEST.last);
  await typeInto(page, main.getByLabel('Email'), GUEST.email);
  await typeInto(page, main.getByLabel('Phone'), GUEST.phone);
  const card = hostedCardForm(page);
  await typeInto(page, card.getByLabel('Card number'), TEST_CARDS.approves);
  await typeInto(page, card.getByLabel('Expiry (MM/YY)'), '1230');
  await typeInto(page, card.getByLabel('Security code (CVC)'), '123');
  await typeInto(page, card.getByLabel('Billing ZIP code'), '28202');
  await tabTo(page, placeOrder, 150);
  await pressKeeping(page, 'Enter');

  const dialog = page.getByRole('dialog', { name: 'Are these details correct?' });
  await expect(dialog.getByText('In-Store pickup at Charlotte – Uptown')).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Place Order' }), 10);
  await pressKeeping(page, 'Enter');
  await expect(page).toHaveURL(/\/order\/confirm\?id=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: '2 × Chicken Supremes' })).toBeVisible();
  await expectFocusKept(page);
});
