import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { ONE_VIEWPORT } from './support/viewports';

/** The form-submit-fails scenario's answer (mocks/scenarios/catalogue.ts), shown as the server wrote it. */
const SERVER_ERROR = 'Our form service is down. Please call the restaurant.';

const eclub = (page: Page, name: string | RegExp) => page.getByRole('region', { name });

async function fillContact(page: Page) {
  await page.getByRole('textbox', { name: 'First name' }).fill('Ada');
  await page
    .getByRole('textbox', { name: /^Email/ })
    .first()
    .fill('ada@example.com');
  await page.getByRole('textbox', { name: 'Phone' }).pressSequentially('7045550123');
  await page.getByRole('combobox', { name: 'Topic' }).selectOption({ label: 'An online order' });
  await page.getByRole('textbox', { name: /^Message/ }).fill('The biscuits were great.');
}

async function fillFranchising(
  page: Page,
  labels: { name: RegExp; email: RegExp; market: RegExp; agree: RegExp },
) {
  await page.getByRole('textbox', { name: labels.name }).fill('Ada Lovelace');
  await page.getByRole('main').getByRole('textbox', { name: labels.email }).fill('ada@example.com');
  await page.getByRole('textbox', { name: labels.market }).fill('Columbus, OH');
  await page.getByRole('checkbox', { name: labels.agree }).check();
}

test.describe('forms', () => {
  test('contact: the browser says what is missing, then the message is sent and confirmed', async ({
    page,
  }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    const contact = page.getByRole('main');

    await contact.getByRole('button', { name: 'Send Message' }).click();

    const email = contact.getByRole('textbox', { name: /^Email/ });
    await expect(email).toBeFocused();
    await expect(email).toHaveAccessibleDescription('Please enter your email address.');
    await expect(contact.getByRole('textbox', { name: /^Message/ })).toHaveAccessibleDescription(
      'Please fill in this field.',
    );
    await expectNoAxeViolations(page);

    await fillContact(page);
    await contact.getByRole('button', { name: 'Send Message' }).click();

    await expect(contact.getByRole('status')).toHaveText(
      'Thanks for reaching out! Our guest relations team will get back to you soon.',
    );
    await expect(contact.getByRole('status')).toBeFocused();
  });

  test('in Spanish, the e-mail club in the footer and the franchising page form are sent', async ({
    page,
  }) => {
    await page.goto('/franchising?lang=es');
    await expect(page.getByRole('heading', { level: 1, name: 'Ten tu propio Henhouse' })).toBeVisible();
    const form = page.getByRole('region', { name: 'Cuéntanos sobre ti' });
    await expect(form).toBeVisible();
    // The sign-up loads as the reader nears the footer.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const club = eclub(page, 'Únete al club por correo electrónico');
    await expect(club).toBeVisible();
    await expectNoAxeViolations(page);

    await form.getByRole('button', { name: 'Enviar solicitud' }).click();
    const name = form.getByRole('textbox', { name: /^Nombre completo/ });
    await expect(name).toBeFocused();
    await expect(name).toHaveAccessibleDescription('Completa este campo.');

    await fillFranchising(page, {
      name: /^Nombre completo/,
      email: /^Correo electrónico/,
      market: /^Mercado que te interesa/,
      agree: /^Acepto que me contacten/,
    });
    await form.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(form.getByRole('status')).toHaveText('¡Gracias! Tu formulario se envió.');

    await club.getByRole('textbox', { name: /^Correo electrónico/ }).fill('fan@example.com');
    await club.getByRole('button', { name: 'Suscribirme' }).click();
    await expect(club.getByRole('status')).toHaveText(
      '¡Ya estás en la lista! Revisa tu bandeja de entrada para recibir nuestras novedades y ofertas.',
    );
    await expectNoAxeViolations(page);
  });

  test(
    "form-submit-fails (SPEC §8): each form shows the server's error text and keeps the input",
    { tag: ONE_VIEWPORT },
    async ({ page }) => {
      await page.setExtraHTTPHeaders({ 'x-mock-scenario': 'form-submit-fails' });

      await page.goto('/contact');
      const contact = page.getByRole('main');
      await fillContact(page);
      await contact.getByRole('button', { name: 'Send Message' }).click();
      await expect(contact.getByRole('alert')).toHaveText(SERVER_ERROR);
      await expect(contact.getByRole('textbox', { name: /^Email/ })).toHaveValue('ada@example.com');
      await expect(contact.getByRole('textbox', { name: 'Phone' })).toHaveValue('704-555-0123');
      await expect(contact.getByRole('textbox', { name: /^Message/ })).toHaveValue(
        'The biscuits were great.',
      );

      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      const club = eclub(page, 'Join the E-mail Club');
      await club.getByRole('textbox', { name: /^Email/ }).fill('fan@example.com');
      await club.getByRole('button', { name: 'Sign Up' }).click();
      await expect(club.getByRole('alert')).toHaveText(SERVER_ERROR);
      await expect(club.getByRole('textbox', { name: /^Email/ })).toHaveValue('fan@example.com');

      await page.goto('/franchising');
      const form = page.getByRole('region', { name: 'Tell us about yourself' });
      await fillFranchising(page, {
        name: /^Full name/,
        email: /^Email/,
        market: /^Market you are interested in/,
        agree: /^I agree to be contacted/,
      });
      await form.getByRole('button', { name: 'Send Inquiry' }).click();
      await expect(form.getByRole('alert')).toHaveText(SERVER_ERROR);
      await expect(form.getByRole('textbox', { name: /^Full name/ })).toHaveValue('Ada Lovelace');
      await expect(form.getByRole('checkbox', { name: /^I agree to be contacted/ })).toBeChecked();
      await expectNoAxeViolations(page);
    },
  );
});
