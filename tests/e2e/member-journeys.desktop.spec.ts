import { expect, test, type Locator, type Page } from './support/test';
import { DEMO_MEMBER } from '../../mocks/seed/constants';
import {
  accountGreeting,
  asDemoMember,
  cartButton,
  cartPanel,
  expectCartLines,
  shownPoints,
  signIn,
  signInTo,
} from './support/member';
import { lastLinkSentTo } from './support/mailbox';
import { startWithSeededCart } from './support/seeded-cart';

/**
 * The member's journeys on the pages that exist (the production build against the mock
 * server): settings and password, saved cards and addresses, favourite locations, reorders, order
 * cancellation, wallet offers, rewards and the forgotten password. Each test is its own browser
 * context, so its own mock database: nothing one journey changes is seen by another.
 */

/** What a button's accessible name says after `prefix` ("Remove 12 Elm St" → "12 Elm St"). */
async function nameAfter(button: Locator, prefix: string): Promise<string> {
  const name = (await button.getAttribute('aria-label')) ?? '';
  expect(name.startsWith(prefix)).toBe(true);
  return name.slice(prefix.length);
}

/** The lines of a past or favourite order's card, as the order history lists them ("1 × Name"). */
async function lineNamesOf(card: Locator): Promise<string[]> {
  const lines = card.getByRole('list').getByRole('listitem');
  await expect(lines).not.toHaveCount(0);
  return (await lines.allInnerTexts()).map((text) => text.replace(/^\d+ × /, '').trim());
}

/** A card of the order history's "Past orders" (or "Favorite orders") section, by its title. */
const orderCard = (page: Page, section: 'Past orders' | 'Favorite orders', title: string | RegExp) =>
  page
    .getByRole('region', { name: section })
    .getByRole('listitem')
    .filter({ has: page.getByText(title, { exact: typeof title === 'string' }) })
    .first();

test.describe('account settings', () => {
  test('changes the first name and the phone, then the password: the old one is refused, the new one signs in', async ({
    page,
  }) => {
    await signInTo(page, '/account/settings');
    const details = page.getByRole('region', { name: 'Your details' });
    const firstName = details.getByLabel(/^First name/);
    const phone = details.getByLabel(/^Phone/);
    // The stored +17045550142 is shown without its leading +1, in the SPEC §5 mask.
    await expect(firstName).toHaveValue(DEMO_MEMBER.first_name);
    await expect(phone).toHaveValue('704-555-0142');

    await firstName.fill('Beau');
    await phone.clear();
    await phone.pressSequentially('9805550123');
    await expect(phone).toHaveValue('980-555-0123');
    await details.getByRole('button', { name: 'Save Changes' }).click();
    await expect(details.getByRole('status')).toHaveText('Your details were saved.');

    // Read back from the server: a reload shows what was stored, and the account greets the new name.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Your details' }).getByLabel(/^Phone/)).toHaveValue(
      '980-555-0123',
    );
    await page.goto('/account');
    await expect(accountGreeting(page, 'Beau')).toBeVisible();

    const newPassword = 'Biscuits2027!';
    await page.goto('/account/settings');
    const password = page.getByRole('region', { name: 'Password' });
    await password.getByLabel(/^Current password/).fill(DEMO_MEMBER.password);
    await password.getByLabel(/^New password/).fill(newPassword);
    await password.getByRole('button', { name: 'Change Password' }).click();
    await expect(password.getByRole('status')).toHaveText('Your password was changed.');

    await page.goto('/account');
    await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL('/');

    await page.goto('/account/login');
    await signIn(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
    await expect(page.getByRole('alert')).toHaveText('The e-mail or password is incorrect.');
    await expect(page).toHaveURL('/account/login');

    await signIn(page, DEMO_MEMBER.email, newPassword);
    await expect(page).toHaveURL('/account');
    await expect(accountGreeting(page, 'Beau')).toBeVisible();
  });
});

test.describe('payments and addresses', () => {
  test('removes a saved card and a saved address once confirmed; "Keep it" keeps them', async ({ page }) => {
    await asDemoMember(page);
    await page.goto('/account/payments');

    const cards = page.getByRole('region', { name: 'Saved cards' });
    const amex = cards.getByRole('listitem').filter({ hasText: 'Amex ending in 0005' });
    await expect(amex).toBeVisible();
    await cards.getByRole('button', { name: 'Remove Amex ending in 0005' }).click();
    let dialog = page.getByRole('dialog', { name: 'Remove this card?' });
    await expect(dialog).toContainText('Amex ending in 0005');
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await expect(dialog).toBeHidden();
    await expect(amex).toBeVisible();

    await cards.getByRole('button', { name: 'Remove Amex ending in 0005' }).click();
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(dialog).toBeHidden();
    await expect(amex).toHaveCount(0);
    await expect(cards.getByText('Visa ending in 4242')).toBeVisible();

    const addresses = page.getByRole('region', { name: 'Delivery addresses' });
    const items = addresses.getByRole('listitem');
    await expect(items).toHaveCount(3);
    // The last one: not the default (which is listed first).
    const removable = items.last();
    const street = await nameAfter(removable.getByRole('button', { name: /^Remove / }), 'Remove ');
    await removable.getByRole('button', { name: /^Remove / }).click();
    dialog = page.getByRole('dialog', { name: 'Remove this address?' });
    await expect(dialog).toContainText(street);
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await expect(dialog).toBeHidden();
    await expect(items).toHaveCount(3);

    await addresses.getByRole('button', { name: `Remove ${street}` }).click();
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(dialog).toBeHidden();
    await expect(items).toHaveCount(2);
    await expect(addresses.getByRole('button', { name: `Remove ${street}` })).toHaveCount(0);

    // The server forgot them too.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Saved cards' }).getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Delivery addresses' }).getByRole('listitem')).toHaveCount(
      2,
    );
  });

  test('a location made a favourite on /locations is ordered from on /account/payments', async ({ page }) => {
    await asDemoMember(page);
    await page.goto('/locations');
    await page.getByRole('searchbox', { name: /Zip code or city and state/ }).fill('28203');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const southEnd = page
      .getByRole('list', { name: 'Locations found' })
      .getByRole('article', { name: 'Charlotte – South End' });
    const heart = southEnd.getByRole('button', { name: 'Favorite Charlotte – South End' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/account/payments');
    const favourites = page.getByRole('region', { name: 'Favorite locations' });
    const saved = favourites.getByRole('listitem').filter({ hasText: 'Charlotte – South End' });
    await expect(saved).toBeVisible();
    const street = (await saved.getByText(/, Charlotte, NC 28203$/).innerText()).split(',')[0] ?? '';
    await page
      .getByRole('listbox', { name: 'Order from a favorite location' })
      .getByRole('option', { name: /^Charlotte – South End/ })
      .click();
    await page.getByRole('button', { name: 'Order Here' }).click();

    await expect(page).toHaveURL('/order');
    // The header (desktop) or the bottom bar (mobile) shows the chosen restaurant's street, cut short.
    const shown = page.getByRole('link', { name: /, change location$/ }).first();
    await expect(shown).toBeVisible();
    expect(street.startsWith((await shown.innerText()).replace(/…$/, ''))).toBe(true);
  });
});

test.describe('reordering', () => {
  test('a past order from the order history becomes the cart, with its lines', async ({ page }) => {
    await asDemoMember(page);
    await page.goto('/account/order-history');
    const card = page
      .getByRole('region', { name: 'Past orders' })
      .getByRole('listitem')
      .filter({
        has: page.getByRole('button', { name: /^Reorder: / }),
      });
    const first = card.first();
    const names = await lineNamesOf(first);

    await first.getByRole('button', { name: /^Reorder: / }).click();

    await expectCartLines(page, names);
    await expect(cartPanel(page).getByRole('button', { name: /^Proceed to Checkout/ })).toBeVisible();
  });

  test('a past order from /account becomes the cart, with its lines', async ({ page }) => {
    await asDemoMember(page);
    await page.goto('/account/order-history');
    const firstCard = page
      .getByRole('region', { name: 'Past orders' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: /^Reorder: / }) })
      .first();
    const names = await lineNamesOf(firstCard);
    const description = await nameAfter(firstCard.getByRole('button', { name: /^Reorder: / }), 'Reorder: ');

    await page.goto('/account');
    await expect(accountGreeting(page)).toBeVisible();
    await page
      .getByRole('region', { name: 'Recent orders' })
      .getByRole('button', { name: `Reorder ${description}` })
      .click();

    await expectCartLines(page, names);
  });

  test('a past order saved as a favourite under a name is reordered from the favourites', async ({
    page,
  }) => {
    await asDemoMember(page);
    await page.goto('/account/order-history');
    const past = page
      .getByRole('region', { name: 'Past orders' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: /^Save as Favorite: / }) })
      // The latest order: the two older ones are favourites already (the server refuses them again).
      .first();
    const names = await lineNamesOf(past);

    await past.getByRole('button', { name: /^Save as Favorite: / }).click();
    const dialog = page.getByRole('dialog', { name: 'Save as a favorite' });
    await dialog.getByRole('button', { name: 'Save Favorite' }).click();
    await expect(dialog.getByLabel(/^Name this order/)).toHaveAccessibleDescription(
      /Give this order a name\./,
    );
    await dialog.getByLabel(/^Name this order/).fill('Game day');
    await dialog.getByRole('button', { name: 'Save Favorite' }).click();
    await expect(dialog).toBeHidden();

    const favourite = orderCard(page, 'Favorite orders', 'Game day');
    await expect(favourite).toBeVisible();
    expect(await lineNamesOf(favourite)).toEqual(names);
    await favourite.getByRole('button', { name: 'Reorder favorite: Game day' }).click();

    await expectCartLines(page, names);
  });
});

test.describe('cancelling an order', () => {
  /** Checkout with the seeded cart and the saved card: the placed order's confirmation page. */
  async function placeSeededOrder(page: Page) {
    await startWithSeededCart(page, { member: true });
    await page.goto('/order/checkout');
    await expect(page.getByRole('radio', { name: 'Visa ending in 4242' })).toBeChecked();
    await page.getByRole('button', { name: 'Place order', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Are these details correct?' })
      .getByRole('button', { name: 'Place Order' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
    return new URL(page.url()).searchParams.get('id') ?? '';
  }

  test('from /order/confirm right after placing it; "Keep my order" keeps it', async ({ page }) => {
    await placeSeededOrder(page);
    const cancel = page.getByRole('button', { name: 'Cancel Order' });
    const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });

    await cancel.click();
    await expect(dialog).toContainText('The restaurant will not prepare it.');
    await dialog.getByRole('button', { name: 'Keep my order' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Status:').locator('..')).not.toContainText('Cancelled');

    await cancel.click();
    await dialog.getByRole('button', { name: 'Cancel Order' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Status:').locator('..')).toContainText('Cancelled');
    await expect(cancel).toHaveCount(0);
  });

  test('from the order history, where only an order the restaurant can still stop offers it', async ({
    page,
  }) => {
    await placeSeededOrder(page);
    await page.goto('/account/order-history');
    const history = page.getByRole('region', { name: 'Past orders' });
    // The placed order is listed first; the seeded orders are completed, so none of them can be cancelled.
    await expect(
      history.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Reorder: / }) }),
    ).toHaveCount(4);
    const cancels = history.getByRole('button', { name: /^Cancel Order: / });
    await expect(cancels).toHaveCount(1);
    const placed = history
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: /^Cancel Order: / }) });
    await expect(placed).toContainText('Placed');

    await cancels.click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await expect(dialog).toBeHidden();
    await expect(cancels).toHaveCount(1);

    await cancels.click();
    await dialog.getByRole('button', { name: 'Cancel Order' }).click();
    await expect(dialog).toBeHidden();
    await expect(cancels).toHaveCount(0);
    await expect(history.getByText(/· Cancelled$/)).toHaveCount(1);
  });
});

test.describe('offers and rewards', () => {
  test('a wallet offer is applied to the cart from /offers, then removed', async ({ page }) => {
    await startWithSeededCart(page, { member: true });
    await page.goto('/offers');
    const offers = page.getByRole('region', { name: 'Your offers' });
    const apply = offers.getByRole('button', { name: /^Apply / }).first();
    await expect(apply).toBeEnabled();
    const label = await nameAfter(apply, 'Apply ');

    await apply.click();
    const remove = offers.getByRole('button', { name: `Remove ${label}` });
    await expect(remove).toBeVisible();
    // The cart shows it as the order's discount, with Remove beside it.
    await cartButton(page).click();
    const cartOffers = cartPanel(page).getByRole('region', { name: 'Your Offers' });
    await expect(cartOffers.getByRole('button', { name: `Remove ${label}` })).toBeVisible();
    await expect(cartPanel(page).getByText(/Discount/)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(cartPanel(page)).toBeHidden();

    await remove.click();
    await expect(offers.getByRole('button', { name: `Apply ${label}` })).toBeVisible();
    await cartButton(page).click();
    await expect(cartOffers.getByRole('button', { name: `Apply ${label}` })).toBeVisible();
    await expect(cartPanel(page).getByText(/Discount/)).toHaveCount(0);
  });

  test('a reward bought with points joins the offers, and the balance drops by its price', async ({
    page,
  }) => {
    await asDemoMember(page);
    await page.goto('/account');
    const before = await shownPoints(page);

    await page.goto('/offers');
    const rewards = page.getByRole('region', { name: 'Rewards for your points' });
    await expect(rewards.getByText(`You have ${before.toLocaleString('en-US')} points.`)).toBeVisible();
    await rewards.getByRole('button', { name: 'Redeem Free Biscuit for 150 points' }).click();

    await expect(rewards.getByRole('status')).toHaveText('Free Biscuit is now in your offers.');
    await expect(
      rewards.getByText(`You have ${(before - 150).toLocaleString('en-US')} points.`),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your offers' }).getByText('Free Biscuit')).toBeVisible();

    await page.goto('/account');
    await expect.poll(() => shownPoints(page)).toBe(before - 150);
  });
});

test.describe('a forgotten password', () => {
  test('is reset through the link of the e-mail, once, and the new password signs in', async ({ page }) => {
    await page.goto('/account/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL('/account/password-reset');
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    await page.getByRole('main').getByRole('textbox', { name: 'Email' }).fill(DEMO_MEMBER.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      `If an account exists for ${DEMO_MEMBER.email}, we have sent it a link to reset the password. The link works once.`,
    );

    // The e-mail's link, from the mock backend's outbox: its token is random and works once.
    const link = await lastLinkSentTo(page, DEMO_MEMBER.email);
    expect(link).toMatch(/^\/account\/reset-password\?token=reset_[0-9a-f]{32}&email=/);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    const newPassword = 'Gravy2026!!';
    await page.getByLabel(/^New password/).fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Your password has been reset.');

    await page.getByRole('link', { name: 'Sign in with your new password' }).click();
    await expect(page).toHaveURL('/account/login');
    await signIn(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
    await expect(page.getByRole('alert')).toHaveText('The e-mail or password is incorrect.');
    await signIn(page, DEMO_MEMBER.email, newPassword);
    await expect(page).toHaveURL('/account');
    await expect(accountGreeting(page)).toBeVisible();

    // The link works once.
    await page.goto(link);
    await page.getByLabel(/^New password/).fill('Another2026!!');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'This password reset link is invalid or has expired.',
    );
    await expect(page.getByRole('link', { name: 'Ask for a new reset link' })).toHaveAttribute(
      'href',
      '/account/password-reset',
    );
  });
});
