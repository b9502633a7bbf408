import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_MEMBER } from '../../../mocks/seed/constants';
import { persistBeforeLoad, signedInDemoMember } from './site-frame-state';

/** On the sign-in form (in English): fills it in and presses Sign In. */
export async function signIn(
  page: Page,
  email: string = DEMO_MEMBER.email,
  password: string = DEMO_MEMBER.password,
) {
  await page.getByRole('main').getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Signs in through the form at /account/login?redirect=… and waits for the page it returns to. */
export async function signInTo(page: Page, path: string, password: string = DEMO_MEMBER.password) {
  await page.goto(`/account/login?redirect=${encodeURIComponent(path)}`);
  await signIn(page, DEMO_MEMBER.email, password);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
}

/** The demo member, signed in as the session store keeps it, on a scenario of the mock's that accepts its token. */
export async function asDemoMember(page: Page, scenario = 'member') {
  await page.setExtraHTTPHeaders({ 'x-mock-scenario': scenario });
  await persistBeforeLoad(page, signedInDemoMember);
}

/** The account page's greeting: `Hi {first name}!`. */
export const accountGreeting = (page: Page, firstName: string = DEMO_MEMBER.first_name) =>
  page.getByRole('heading', { level: 1, name: `Hi ${firstName}!` });

/** The figure of the account's "Your rewards" section named `label` (Points, Rewards ready to use…). */
export const rewardFigure = (page: Page, label: string): Locator =>
  page
    .getByRole('region', { name: 'Your rewards' })
    .locator('dl > div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

/** The points balance the account page shows, as a number. */
export async function shownPoints(page: Page): Promise<number> {
  const figure = rewardFigure(page, 'Points');
  await expect(figure).toHaveText(/^\d[\d,]*$/);
  return Number((await figure.innerText()).replace(/,/g, ''));
}

/** The cart button of the frame (header or mobile bar). */
export const cartButton = (page: Page) => page.getByRole('button', { name: /^Cart/ }).first();

/** The cart panel, once open. */
export const cartPanel = (page: Page) => page.getByRole('dialog', { name: 'Your Cart' });

/** The open cart panel lists a line of each of `names`. */
export async function expectCartLines(page: Page, names: readonly string[]) {
  const cart = cartPanel(page);
  await expect(cart).toBeVisible();
  const items = cart.getByRole('list', { name: 'Items in your cart' });
  for (const name of names) await expect(items).toContainText(name);
}
