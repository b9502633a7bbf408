import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { tabTo } from './support/keyboard';
import { ONE_VIEWPORT } from './support/viewports';

/** Seeded data (mocks/seed/constants.ts): Charlotte Uptown sells the regular menu 100. */
const UPTOWN = 1001;
const SUPREMES = 'CHICKEN-SUPREMES';

/** SPEC §4 "?store={id}": the deep link chooses the location and creates the order, then opens /order. */
async function orderFromUptown(page: Page) {
  await page.goto(`/?store=${UPTOWN}`);
  await expect(page).toHaveURL(/\/order$/);
  await expect(page.getByText(/^Ordering from Charlotte – Uptown/)).toBeVisible();
}

/**
 * One mock-server session (one database) per test, named up front: the page's first requests go
 * out in parallel, and each would otherwise get a session cookie of its own.
 */
let mockSession: Record<string, string> = {};
test.beforeEach(async ({ context }) => {
  mockSession = { 'x-mock-session': randomUUID() };
  await context.setExtraHTTPHeaders(mockSession);
});

/** The order id the order store keeps in localStorage (its expiry envelope), once there is one. */
const storedOrderId = (page: Page) =>
  page.evaluate(() => {
    const raw = localStorage.getItem('order');
    const parsed = raw ? (JSON.parse(raw) as { value?: { state?: { order?: { id?: number } } } }) : undefined;
    return parsed?.value?.state?.order?.id ?? null;
  });

/** The header's cart button, named by its count ('Cart 2 items in your cart'). */
const cartButton = (page: Page, count: number) =>
  page.getByRole('button', { name: new RegExp(`${count} items? in your cart`) });

test.describe('the menu', () => {
  test('/menu works without a location: categories, prices, calories, unavailable items', async ({
    page,
  }) => {
    await page.goto('/menu');

    await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
    const categories = page.getByRole('navigation', { name: 'Menu categories' });
    await expect(categories.getByRole('link')).toHaveCount(7);
    await categories.getByRole('link', { name: 'Drinks' }).click();
    await expect(page).toHaveURL(/#category-\d+$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Drinks' })).toBeInViewport();

    const supremes = page
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: 'Chicken Supremes' }) });
    await expect(supremes).toContainText('$5.49');
    await expect(supremes).toContainText('350–1,150 Cal');
    const smoked = page.getByRole('article').filter({ hasText: 'Smoked Chicken Sandwich' });
    await expect(smoked).toContainText('Unavailable now');
    await expectNoAxeViolations(page);
  });

  test("/menu with a location chosen shows that location's menu to order from, axe clean", async ({
    page,
  }) => {
    await orderFromUptown(page);
    await page.goto('/menu');

    await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
    const supremes = page
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: 'Chicken Supremes' }) });
    await expect(supremes).toContainText('$5.49');
    await supremes.getByRole('link', { name: 'Chicken Supremes' }).click();
    await expect(page).toHaveURL(new RegExp(`/order/product\\?id=${SUPREMES}`));
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('/order asks for a location first', async ({ page }) => {
    await page.goto('/order');
    await expect(page.getByRole('heading', { level: 1, name: 'Start Your Order' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /Find a .* near you/ })).toHaveAttribute(
      'href',
      '/locations',
    );
    await expectNoAxeViolations(page);
  });

  test('/menu/nutrition lists the calories in tables with headers', async ({ page }) => {
    await page.goto('/menu/nutrition');
    const chicken = page.getByRole('table', { name: 'Chicken', exact: true });
    await expect(chicken.getByRole('columnheader')).toHaveText(['Item', 'Calories']);
    await expect(chicken.getByRole('row', { name: /Chicken Supremes/ })).toContainText('350–1,150');
    await expectNoAxeViolations(page);
  });

  test(`an unknown menu reads 404 ${ONE_VIEWPORT}`, async ({ page }) => {
    await page.goto('/menu/999');
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await expect(page).toHaveTitle('Page not found');
  });
});

test.describe('ordering a product', () => {
  test('browses /order, picks choices on a product and adds it: the order holds it and the cart count rises', async ({
    page,
  }) => {
    await orderFromUptown(page);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Chicken Supremes', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/order/product\\?id=${SUPREMES}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Chicken Supremes' })).toBeFocused();

    const count = page.getByRole('group', { name: 'Choose a count' });
    await count.getByRole('radio', { name: /5 Piece/ }).check();
    const sauces = page.getByRole('group', { name: 'Dipping sauces (choose up to 2)' });
    await sauces.getByRole('checkbox', { name: /Bo-Sauce/ }).check();
    await sauces.getByRole('checkbox', { name: /Honey Mustard/ }).check();
    await sauces.getByRole('checkbox', { name: /BBQ/ }).check();
    await expect(sauces.getByText('Choose up to 2', { exact: true })).toBeVisible();
    await sauces.getByRole('checkbox', { name: /BBQ/ }).uncheck();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(page.getByText(/^Total/)).toHaveText('Total $16.18');
    // At this scroll position the phone's sticky top bar covers a choice, which axe counts as a
    // too-small target; checked from the top, where nothing covers anything.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Add to Cart' }).dblclick();

    await expect(cartButton(page, 2)).toBeAttached();
    const orderId = await storedOrderId(page);
    expect(orderId).not.toBeNull();
    const order = (await (
      await page.request.get(`/api/v1/orders/${orderId}`, { headers: mockSession })
    ).json()) as {
      products: { name: string; quantity: number; choices: { name: string }[] }[];
    };
    expect(order.products).toHaveLength(1);
    expect(order.products[0]).toMatchObject({ name: 'Chicken Supremes', quantity: 2 });
    expect(order.products[0]?.choices.map((choice) => choice.name)).toEqual([
      '5 Piece',
      'Bo-Sauce',
      'Honey Mustard',
    ]);
  });

  test('the free-item popup stops a second free tea', async ({ page }) => {
    await orderFromUptown(page);
    await page.goto('/order/product?id=FREE-SWEET-TEA');
    await page.getByRole('button', { name: 'Increase quantity' }).click();

    const popup = page.getByRole('dialog', { name: 'Hey now, don’t get greedy.' });
    await expect(popup).toContainText('Only one free item allowed.');
    await expectNoAxeViolations(page);
    await popup.getByRole('button', { name: 'Okay' }).click();
    await expect(popup).toBeHidden();
    await expect(page.getByRole('group', { name: 'Quantity' }).getByRole('status')).toHaveText('1');
  });

  test('adds a product by keyboard alone', async ({ page }) => {
    await orderFromUptown(page);
    await page.goto(`/order/product?id=CAJUN-FILET-BISCUIT`);
    await expect(page.getByRole('heading', { level: 1, name: 'Cajun Filet Biscuit' })).toBeVisible();

    // Radio buttons: Tab enters the group on the chosen one, arrows move the choice.
    const combo = page.getByRole('group', { name: 'Make it a combo' });
    await tabTo(page, combo.getByRole('radio', { name: 'No thanks' }));
    await page.keyboard.press('ArrowDown');
    await expect(combo.getByRole('radio', { name: /Make it a combo/ })).toBeChecked();
    const size = page.getByRole('group', { name: 'Drink size' });
    await tabTo(page, size.getByRole('radio', { name: /Regular/ }));
    await page.keyboard.press('ArrowDown');
    await expect(size.getByRole('radio', { name: /Large/ })).toBeChecked();
    await expect(page.getByText(/^Total/)).toHaveText('Total $8.68');

    await tabTo(page, page.getByRole('button', { name: 'Add to Cart' }));
    await page.keyboard.press('Enter');

    await expect(cartButton(page, 1)).toBeAttached();
  });
});

test.describe('deep links (SPEC §4)', () => {
  test(`?product= opens the product at the chosen location ${ONE_VIEWPORT}`, async ({ page }) => {
    await orderFromUptown(page);
    await page.goto('/?product=cajun-filet-biscut');
    await expect(page).toHaveURL(/\/order\/product\?id=CAJUN-FILET-BISCUIT$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cajun Filet Biscuit' })).toBeVisible();
  });

  test('?product= that matches nothing shows the menu with the not-found notice', async ({ page }) => {
    await page.goto('/about?product=pepperoni-pizza');
    await expect(page).toHaveURL(/\/menu$/);
    await expect(
      page.getByText(/the item you were looking for is not available at this location/),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
