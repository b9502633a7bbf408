import { expect, test, type Page } from './support/test';
import { DEMO_MEMBER } from '../../mocks/seed/constants';
import { expectNoAxeViolations } from './support/axe';
import { accountGreeting, rewardFigure, shownPoints, signIn } from './support/member';
import { ONE_VIEWPORT } from './support/viewports';

interface StoredToken {
  access: string;
  memberId: number;
  provider: string;
}

/** The token the session store keeps in localStorage ('token', in its expiry envelope), or null. */
const storedToken = (page: Page) =>
  page.evaluate((): StoredToken | null => {
    const raw = localStorage.getItem('token');
    const stored = raw ? (JSON.parse(raw) as { value?: { state?: { token?: StoredToken | null } } }) : null;
    return stored?.value?.state?.token ?? null;
  });

/** Console errors of the page from now on: SPEC §8's sign-in and sign-up failures are logged too. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** The points the server answers for the member (GET members/balance), as the page asks for them. */
const balanceAnswer = (page: Page) =>
  page
    .waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/members/balance')
    .then(async (response) => ((await response.json()) as { points: number }).points);

/** The account page as a member sees it: the greeting, their points as the server counts them, their orders. */
async function expectAccountPage(page: Page, firstName: string, points: Promise<number>) {
  await expect(page).toHaveURL(/\/account$/);
  await expect(accountGreeting(page, firstName)).toBeVisible();
  await expect(page).toHaveTitle('My Account');
  expect(await shownPoints(page)).toBe(await points);
  await expect(rewardFigure(page, 'Rewards ready to use')).toHaveText(/^\d+$/);
  await expect(page.getByRole('region', { name: 'Recent orders' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Sign Out' })).toBeVisible();
}

test.describe('signing in', () => {
  test(`the demo member lands on /account with the session stored ${ONE_VIEWPORT}`, async ({ page }) => {
    await page.goto('/account/login');
    await expect(page).toHaveTitle('Sign In');

    const points = balanceAnswer(page);
    await signIn(page, DEMO_MEMBER.email, DEMO_MEMBER.password);

    await expectAccountPage(page, DEMO_MEMBER.first_name, points);
    await expect(
      page.getByRole('region', { name: 'Recent orders' }).getByRole('button', { name: /^Reorder / }),
    ).not.toHaveCount(0);
    expect(await storedToken(page)).toMatchObject({
      provider: 'ordering',
      memberId: DEMO_MEMBER.id,
      access: expect.stringMatching(/^access-[0-9a-f]{32}$/),
    });
  });

  test(`returns to the same-origin page named by ?redirect= ${ONE_VIEWPORT}`, async ({ page }) => {
    await page.goto('/account/login?redirect=/menu');

    await signIn(page, DEMO_MEMBER.email, DEMO_MEMBER.password);

    await expect(page).toHaveURL(/\/menu$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Chicken Supremes', exact: true })).toBeVisible();
  });

  for (const outside of ['https://evil.example/', '//evil.example/', 'javascript:alert(1)']) {
    test(`refuses a redirect to ${outside} and goes to /account ${ONE_VIEWPORT}`, async ({
      page,
      baseURL,
    }) => {
      await page.goto(`/account/login?redirect=${encodeURIComponent(outside)}`);

      await signIn(page, DEMO_MEMBER.email, DEMO_MEMBER.password);

      await expect(page).toHaveURL(`${baseURL}/account`);
      await expect(accountGreeting(page)).toBeVisible();
    });
  }

  test(`a wrong password shows the server's message and keeps the visitor signed out ${ONE_VIEWPORT}`, async ({
    page,
  }) => {
    await page.goto('/account/login');

    await signIn(page, DEMO_MEMBER.email, 'not-the-password');

    await expect(page.getByRole('alert')).toHaveText('The e-mail or password is incorrect.');
    await expect(page).toHaveURL(/\/account\/login$/);
    expect(await storedToken(page)).toBeNull();
  });

  test(`login-fails (SPEC §8): the server's failure is shown and logged, and the visitor stays signed out ${ONE_VIEWPORT}`, async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    await page.setExtraHTTPHeaders({ 'x-mock-scenario': 'login-fails' });
    await page.goto('/account/login');

    await signIn(page, DEMO_MEMBER.email, DEMO_MEMBER.password);

    await expect(page.getByRole('alert')).toHaveText('Sign-in is unavailable right now.');
    await expect(page).toHaveURL(/\/account\/login$/);
    expect(await storedToken(page)).toBeNull();
    await expect.poll(() => errors.join('\n')).toContain('The login request failed.');
  });

  test('says what each empty field needs', async ({ page }) => {
    await page.goto('/account/login');

    await page.getByRole('button', { name: 'Sign In', exact: true }).click();

    const email = page.getByRole('main').getByRole('textbox', { name: 'Email' });
    await expect(email).toBeFocused();
    await expect(email).toHaveAccessibleDescription('Enter your email address.');
    await expect(page.getByLabel(/^Password/)).toHaveAccessibleDescription('Enter your password.');
    await expectNoAxeViolations(page);
  });

  test('meets WCAG 2.2 AA', async ({ page }) => {
    await page.goto('/account/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test(`reads in Spanish with ?lang=es ${ONE_VIEWPORT}`, async ({ page }) => {
    await page.goto('/account/login?lang=es');

    await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('textbox', { name: 'Correo electrónico' })).toBeVisible();
    await expect(page.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toBeVisible();
  });
});

test.describe('the account page', () => {
  test(`sends a guest to sign in, then back to the account ${ONE_VIEWPORT}`, async ({ page }) => {
    await page.goto('/account');
    await expect(page).toHaveURL(/\/account\/login\?redirect=%2Faccount$/);

    await signIn(page, DEMO_MEMBER.email, DEMO_MEMBER.password);

    await expect(page).toHaveURL(/\/account$/);
    await expect(
      page.getByRole('heading', { level: 1, name: `Hi ${DEMO_MEMBER.first_name}!` }),
    ).toBeVisible();
  });

  for (const language of ['en-US', 'es'] as const) {
    // account.spec.ts scans the Spanish account page at 390 px already: one width signs in in Spanish.
    const tag = language === 'es' ? ` ${ONE_VIEWPORT}` : '';
    test(`has no axe violations, in ${language}${tag}`, async ({ page }) => {
      await page.goto(language === 'es' ? '/account/login?lang=es' : '/account/login');
      await page
        .getByRole('main')
        .getByRole('textbox', { name: language === 'es' ? 'Correo electrónico' : 'Email' })
        .fill(DEMO_MEMBER.email);
      await page.getByLabel(language === 'es' ? /^Contraseña/ : /^Password/).fill(DEMO_MEMBER.password);
      await page
        .getByRole('button', { name: language === 'es' ? 'Iniciar sesión' : 'Sign In', exact: true })
        .click();

      const greeting =
        language === 'es' ? `¡Hola, ${DEMO_MEMBER.first_name}!` : `Hi ${DEMO_MEMBER.first_name}!`;
      await expect(page.getByRole('heading', { level: 1, name: greeting })).toBeVisible();
      const reorder = language === 'es' ? /^Volver a pedir / : /^Reorder /;
      await expect(page.getByRole('button', { name: reorder }).first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test(`Reorder makes a past order the cart, at its restaurant ${ONE_VIEWPORT}`, async ({ page }) => {
    await page.goto('/account/login');
    await signIn(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
    await expect(
      page.getByRole('heading', { level: 1, name: `Hi ${DEMO_MEMBER.first_name}!` }),
    ).toBeVisible();

    await page
      .getByRole('button', { name: /^Reorder / })
      .first()
      .click();

    const cart = page.getByRole('dialog', { name: 'Your Cart' });
    await expect(cart).toBeVisible();
    await expect(cart.getByRole('button', { name: /Proceed to Checkout/ })).toBeVisible();
  });
});

test.describe('signing up', () => {
  test(`a new member is created, signed in and taken to /account ${ONE_VIEWPORT}`, async ({ page }) => {
    const email = `new.member.${Date.now()}@example.com`;
    await page.goto('/account/login');
    await page.getByRole('link', { name: 'New here? Create an account' }).click();
    await expect(page).toHaveURL(/\/account\/signup$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create an Account' })).toBeFocused();

    await page.getByLabel(/^First name/).fill('Shelby');
    await page.getByLabel(/^Last name/).fill('Greene');
    await page.getByRole('main').getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByLabel(/^Phone/).pressSequentially('7045550199');
    await expect(page.getByLabel(/^Phone/)).toHaveValue('704-555-0199');
    await page.getByLabel(/^Password/).fill('Biscuits2026!');
    await page.getByRole('checkbox', { name: 'Email me offers and news' }).check();
    const points = balanceAnswer(page);
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expectAccountPage(page, 'Shelby', points);
    await expect(page.getByText('You have no past orders yet.')).toBeVisible();
    const token = await storedToken(page);
    expect(token).toMatchObject({
      provider: 'ordering',
      access: expect.stringMatching(/^access-[0-9a-f]{32}$/),
    });
    expect(token?.memberId).not.toBe(DEMO_MEMBER.id);
  });

  test(`an e-mail that is already registered shows the server's message ${ONE_VIEWPORT}`, async ({
    page,
  }) => {
    await page.goto('/account/signup');
    await page.getByLabel(/^First name/).fill('Bo');
    await page.getByLabel(/^Last name/).fill('Whitfield');
    await page.getByRole('main').getByRole('textbox', { name: 'Email' }).fill(DEMO_MEMBER.email);
    await page.getByLabel(/^Password/).fill('Chicken123!');

    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page.getByRole('alert')).toHaveText('An account with this email already exists.');
  });

  test(`signup-fails (SPEC §8): the server's failure is shown and logged, and no one is signed in ${ONE_VIEWPORT}`, async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    await page.setExtraHTTPHeaders({ 'x-mock-scenario': 'signup-fails' });
    await page.goto('/account/signup');
    await page.getByLabel(/^First name/).fill('Shelby');
    await page.getByLabel(/^Last name/).fill('Greene');
    await page
      .getByRole('main')
      .getByRole('textbox', { name: 'Email' })
      .fill(`new.member.${Date.now()}@example.com`);
    await page.getByLabel(/^Password/).fill('Biscuits2026!');

    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page.getByRole('alert')).toHaveText('We could not create your account right now.');
    await expect(page).toHaveURL(/\/account\/signup$/);
    expect(await storedToken(page)).toBeNull();
    await expect.poll(() => errors.join('\n')).toContain('The signup request failed.');
  });

  test('reads in Spanish with ?lang=es, and meets WCAG 2.2 AA there', async ({ page }) => {
    await page.goto('/account/signup?lang=es');

    await expect(page.getByRole('heading', { level: 1, name: 'Crear una cuenta' })).toBeVisible();
    await expect(page).toHaveTitle(/Crear una cuenta/);
    await expect(page.getByLabel(/^Nombre/)).toBeVisible();
    await expect(page.getByLabel(/^Apellido/)).toBeVisible();
    await expect(page.getByRole('main').getByRole('textbox', { name: 'Correo electrónico' })).toBeVisible();
    await expect(
      page.getByRole('checkbox', { name: 'Envíenme ofertas y noticias por correo electrónico' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Crear cuenta' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('meets WCAG 2.2 AA', async ({ page }) => {
    await page.goto('/account/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Create an Account' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('signing out', () => {
  test('clears the stored session, and the sign-in form comes back', async ({ page }) => {
    await page.goto('/account/login');
    await signIn(page, DEMO_MEMBER.email, DEMO_MEMBER.password);
    await expect(accountGreeting(page)).toBeVisible();

    await page.goto('/account/login');
    const notice = page.getByText('You are signed in as Bo.');
    await expect(notice).toBeVisible();
    await expectNoAxeViolations(page);
    await notice.locator('..').getByRole('button', { name: 'Sign Out' }).click();

    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    expect(await storedToken(page)).toBeNull();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  });
});
