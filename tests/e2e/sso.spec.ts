import { expect, test, type Page } from './support/test';
import { DEMO_MEMBER } from '../../mocks/seed/constants';
import { expectNoAxeViolations } from './support/axe';
import { ONE_VIEWPORT } from './support/viewports';

/**
 * Single sign-on (SPEC §2 /account/oauthcallback, §7 members/sso) against the mock backend's
 * stand-in identity provider (`/__mock/sso/authorize`, which the e2e build's VITE_SSO_AUTHORIZE_URL
 * names): the button keeps a state and leaves, the stand-in sends the browser back with a code and
 * that state, as a real provider does once the member has signed in there.
 */

// Two tests stand in for the provider's answer with page.route, which does not see requests the
// site's service worker fetches (its navigation route): keep the worker out of these tests.
test.use({ serviceWorkers: 'block' });

/** As the provider, sign in a member the stand-in picks (`login_hint`: a member id, or `new`). */
async function asProviderMember(page: Page, loginHint: string) {
  await page.route('**/__mock/sso/authorize?**', async (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set('login_hint', loginHint);
    // The stand-in's own answer (a redirect to the callback) for the amended request.
    const response = await route.fetch({ url: url.toString(), maxRedirects: 0 });
    return route.fulfill({ response });
  });
}

test(`signs in with SSO and returns to the page that asked for it ${ONE_VIEWPORT}`, async ({ page }) => {
  await page.goto('/account/login?redirect=%2Faccount%2Fsettings');
  await page.getByRole('button', { name: 'Sign in with SSO' }).click();

  await expect(page).toHaveURL('/account/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /First name/ })).toHaveValue(DEMO_MEMBER.first_name);
});

test(`refuses a callback whose state this tab did not send, and signs nobody in ${ONE_VIEWPORT}`, async ({
  page,
}) => {
  const exchanges: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v1/members/sso')) exchanges.push(request.url());
  });
  // The browser comes back with a state other than the one this tab sent (a forged or stale link).
  await page.route('**/__mock/sso/authorize?**', (route) => {
    const callback = new URL(new URL(route.request().url()).searchParams.get('redirect_uri') ?? '');
    callback.searchParams.set('code', 'a-code-from-the-provider');
    callback.searchParams.set('state', 'forged-state');
    return route.fulfill({ status: 302, headers: { location: callback.toString() } });
  });
  await page.goto('/account/login');
  await page.getByRole('button', { name: 'Sign in with SSO' }).click();

  await expect(page.getByRole('alert')).toContainText(
    'This sign-in link was not started from this browser tab, or it has expired.',
  );
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  expect(exchanges).toEqual([]);
});

test('a first SSO sign-in completes the profile in Spanish, with no axe violations', async ({ page }) => {
  await asProviderMember(page, 'new');
  await page.goto('/account/login?lang=es&redirect=%2Foffers');
  await page.getByRole('button', { name: 'Iniciar sesión con SSO' }).click();

  await expect(page).toHaveURL('/account/complete');
  await expect(page.getByRole('heading', { level: 1, name: 'Completa tu perfil' })).toBeVisible();
  await expect(page.getByRole('status', { name: /^Cargando/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('textbox', { name: /Nombre/ }).fill('Ada');
  await page.getByRole('textbox', { name: /Apellido/ }).fill('Lovelace');
  await page.getByRole('textbox', { name: /Teléfono/ }).fill('7045550199');
  await page.getByRole('button', { name: 'Guardar y continuar' }).click();

  await expect(page).toHaveURL('/offers');
  await expect(page.getByRole('heading', { level: 1, name: 'Ofertas' })).toBeVisible();
});

test('the e-mail verification page reads in Spanish with no axe violations', async ({ page }) => {
  for (const [status, heading] of [
    ['success', 'Correo electrónico verificado'],
    ['expired', 'No pudimos verificar tu correo electrónico'],
  ]) {
    await page.goto(`/account/verify?status=${status}&lang=es`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoAxeViolations(page);
  }
});
