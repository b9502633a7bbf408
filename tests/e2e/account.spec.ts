import { expect, test, type Page } from './support/test';
import { DEMO_MEMBER } from '../../mocks/seed/constants';
import { expectNoAxeViolations } from './support/axe';
import { askForResetLink } from './support/mailbox';
import { englishShown } from './support/english-copy';
import { accountGreeting, asDemoMember, signIn } from './support/member';
import { withLanguage } from './support/route-table';
import { startWithSeededCart } from './support/seeded-cart';
import { ONE_VIEWPORT } from './support/viewports';

/** The member pages (SPEC §2, §6): a guest is sent to sign in and comes back. */
const MEMBER_PAGES = [
  {
    path: '/account',
    heading: `Hi ${DEMO_MEMBER.first_name}!`,
    spanish: `¡Hola, ${DEMO_MEMBER.first_name}!`,
  },
  { path: '/account/settings', heading: 'Account Settings', spanish: 'Configuración de la cuenta' },
  { path: '/account/payments', heading: 'Payments and Addresses', spanish: 'Pagos y direcciones' },
  { path: '/account/order-history', heading: 'Order History', spanish: 'Historial de pedidos' },
  { path: '/account/offers', heading: 'Offers', spanish: 'Ofertas' },
  { path: '/account/inbox', heading: 'Inbox', spanish: 'Buzón' },
  { path: '/offers', heading: 'Offers', spanish: 'Ofertas' },
];

/** The page's own content is in: no progress bar and no loading status left. */
async function expectLoaded(page: Page) {
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByRole('status', { name: /^Cargando/ })).toHaveCount(0);
}

test(`every member page sends a guest to sign in, then back to it ${ONE_VIEWPORT}`, async ({ page }) => {
  for (const { path, heading } of MEMBER_PAGES) {
    await page.goto(path);
    await expect(page).toHaveURL(`/account/login?redirect=${encodeURIComponent(path)}`);
    await signIn(page);
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
  }
});

test('every member page reads in Spanish with no axe violations', async ({ page }) => {
  // Seven page loads, each scanned by axe: on a loaded 2-core machine that nears the default timeout.
  test.slow();
  await asDemoMember(page);
  for (const { path, spanish } of MEMBER_PAGES) {
    await page.goto(`${path}?lang=es`);
    await expect(page.getByRole('heading', { level: 1, name: spanish })).toBeVisible();
    // Each page's own content is in before it is scanned.
    await expectLoaded(page);
    expect(await englishShown(page), path).toEqual([]);
    await expectNoAxeViolations(page);
  }
});

test('the sign-in, forgotten-password and reset pages read in Spanish with no axe violations', async ({
  page,
}) => {
  const pages = [
    { path: '/account/login', heading: 'Iniciar sesión' },
    { path: '/account/password-reset', heading: '¿Olvidaste tu contraseña?' },
    { path: await askForResetLink(page, DEMO_MEMBER.email), heading: 'Elige una contraseña nueva' },
  ];
  for (const { path, heading } of pages) {
    await page.goto(withLanguage(path, 'es'));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await englishShown(page), path).toEqual([]);
    await expectNoAxeViolations(page);
  }
});

test("the account pages' dialogs read in Spanish with no axe violations", async ({ page }) => {
  await asDemoMember(page);
  await page.goto('/account/payments?lang=es');
  await page
    .getByRole('region', { name: 'Tarjetas guardadas' })
    .getByRole('button', { name: /^Eliminar / })
    .first()
    .click();
  const removal = page.getByRole('dialog', { name: '¿Eliminar esta tarjeta?' });
  await expect(removal.getByRole('button', { name: 'Conservar' })).toBeVisible();
  expect(await englishShown(page)).toEqual([]);
  await expectNoAxeViolations(page);
  await removal.getByRole('button', { name: 'Conservar' }).click();
  await expect(removal).toBeHidden();

  await page.goto('/account/order-history?lang=es');
  await page
    .getByRole('button', { name: /^Guardar como favorito: / })
    .first()
    .click();
  const favourite = page.getByRole('dialog', { name: 'Guardar como favorito' });
  await expect(favourite.getByRole('textbox')).toBeVisible();
  await expectLoaded(page);
  expect(await englishShown(page)).toEqual([]);
  await expectNoAxeViolations(page);
});

test(`a failed offers lookup shows no offers and no error (SPEC §8) ${ONE_VIEWPORT}`, async ({ page }) => {
  await asDemoMember(page, 'offers-lookup-fails');
  const lookup = page.waitForRequest((request) => request.url().endsWith('/api/v1/members/offers/all'));
  await page.goto('/offers');

  expect((await lookup).headers()['x-client-version']).toBe('2');
  const offers = page.getByRole('region', { name: 'Your offers' });
  await expect(offers.getByText('You have no offers right now. Check back soon!')).toBeVisible();
  await expect(offers.getByRole('alert')).toBeEmpty();
});

test(`a revoked token signs the member out here without losing the cart ${ONE_VIEWPORT}`, async ({
  page,
}) => {
  await startWithSeededCart(page, { member: true, scenario: 'token-revoked' });
  await page.goto('/menu');

  const notice = page.getByRole('alert').filter({ hasText: 'Your session has ended.' });
  await expect(notice).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Cart/ }).first()).toHaveAccessibleName(/7/);
  await expect(notice.getByRole('link', { name: 'Sign in again' })).toHaveAttribute(
    'href',
    `/account/login?redirect=${encodeURIComponent('/menu')}`,
  );
});

test(`signing out in one tab signs out the other ${ONE_VIEWPORT}`, async ({ page, context }) => {
  await asDemoMember(page);
  const other = await context.newPage();
  await asDemoMember(other);
  await other.goto('/account');
  await expect(accountGreeting(other)).toBeVisible();
  await page.goto('/account');

  await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click();

  await expect(page).toHaveURL('/');
  await expect(other).toHaveURL(`/account/login?redirect=${encodeURIComponent('/account')}`);
  expect(await other.evaluate(() => localStorage.getItem('token') ?? '')).not.toContain('demo-access-token');
});

test(`signing in in one tab signs in the other ${ONE_VIEWPORT}`, async ({ page, context }) => {
  await page.goto('/account/login');
  const other = await context.newPage();
  await other.goto('/account/login');
  await expect(other.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();

  await signIn(page);
  await expect(accountGreeting(page)).toBeVisible();

  await expect(other.getByText(`You are signed in as ${DEMO_MEMBER.first_name}.`)).toBeVisible();
  await other.goto('/account');
  await expect(accountGreeting(other)).toBeVisible();
});
