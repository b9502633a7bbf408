import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { startWithSeededCart } from './support/seeded-cart';

/**
 * The cart panel on the production build against the mock server. The seeded
 * cart (`SEEDED_CART_ORDER_ID` at Charlotte – Uptown) is the visitor's order: its reference and the chosen
 * location are written to localStorage the way the stores persist them.
 */

const cartButton = (page: Page) => page.getByRole('button', { name: /^Cart/ });
const cartDialog = (page: Page) => page.getByRole('dialog', { name: 'Your Cart' });
const promoInput = (page: Page) => cartDialog(page).getByRole('textbox', { name: 'Promo code' });
const cartLines = (page: Page) =>
  cartDialog(page).getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');

test.describe('the cart panel', () => {
  test('changes quantities, applies promo codes, adds an upsell and goes to checkout', async ({ page }) => {
    await startWithSeededCart(page, { member: false });
    await page.goto('/');
    await cartButton(page).click();
    await expect(cartDialog(page)).toBeVisible();
    await expect(cartLines(page)).toHaveCount(4);
    await expectNoAxeViolations(page);

    // Plus on the supremes (2 → 3), minus on the biscuits (3 → 2).
    await cartDialog(page)
      .getByRole('button', { name: /^Increase quantity of .*Supremes/ })
      .click();
    await expect(cartDialog(page).getByRole('group', { name: /Supremes.*: 3$/ })).toBeVisible();
    await cartDialog(page)
      .getByRole('button', { name: /^Decrease quantity of .*Bo-Berry/ })
      .click();
    await expect(cartDialog(page).getByRole('group', { name: /Bo-Berry.*: 2$/ })).toBeVisible();

    if ((page.viewportSize()?.width ?? 1280) < 1200) {
      await expect(cartDialog(page).getByRole('button', { name: 'Add More Items' })).toBeVisible();
    } else {
      await expect(cartDialog(page).getByRole('button', { name: 'Add More Items' })).toHaveCount(0);
    }

    await promoInput(page).fill('notacode');
    await cartDialog(page).getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(cartDialog(page).getByText('Error: Invalid promo code.')).toBeVisible();
    await promoInput(page).fill('save10');
    await cartDialog(page).getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(promoInput(page)).toHaveValue('SAVE10');
    await expect(promoInput(page)).toHaveAttribute('readonly', '');
    await expect(cartDialog(page).getByRole('button', { name: 'Remove', exact: true })).toBeVisible();
    await expect(cartDialog(page).getByText('Discount')).toBeVisible();

    const upsells = cartDialog(page).getByRole('region', { name: 'Complete Your Order' });
    await upsells.getByRole('button', { name: /^Add / }).first().click();
    await expect(cartLines(page)).toHaveCount(5);
    await expectNoAxeViolations(page);

    await cartDialog(page)
      .getByRole('button', { name: /^Proceed to Checkout/ })
      .click();
    await expect(page).toHaveURL(/\/order\/checkout$/);
    await expect(cartDialog(page)).toBeHidden();
  });

  test('works by keyboard alone: open, promo code, Escape returns focus to the cart button', async ({
    page,
  }) => {
    await startWithSeededCart(page, { member: false });
    await page.goto('/');
    await cartButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(cartDialog(page)).toBeVisible();
    await expect(cartDialog(page).locator(':focus')).toHaveCount(1);

    await promoInput(page).focus();
    await page.keyboard.type('inuse');
    await page.keyboard.press('Enter');
    await expect(
      cartDialog(page).getByText('Error: Promo code is currently in use on another transaction'),
    ).toBeVisible();
    await expect(promoInput(page)).toHaveAttribute('aria-invalid', 'true');

    await page.keyboard.press('Escape');
    await expect(cartDialog(page)).toBeHidden();
    await expect(cartButton(page)).toBeFocused();
  });

  test('lets the demo member apply and remove a wallet offer', async ({ page }) => {
    await startWithSeededCart(page, { member: true });
    await page.goto('/');
    await cartButton(page).click();
    const offers = cartDialog(page).getByRole('region', { name: 'Your Offers' });
    const apply = offers.getByRole('button', { name: /^Apply / }).first();
    const label = ((await apply.getAttribute('aria-label')) ?? '').replace(/^Apply /, '');
    await apply.click();
    await expect(offers.getByRole('button', { name: `Remove ${label}` })).toBeVisible();
    await expectNoAxeViolations(page);
    await offers.getByRole('button', { name: `Remove ${label}` }).click();
    await expect(offers.getByRole('button', { name: `Apply ${label}` })).toBeVisible();
  });
});
