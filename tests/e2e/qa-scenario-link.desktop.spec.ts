import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';

/**
 * QA picks a case with one link (mocks/README.md): the mock server's scenario index, reached
 * through the production build's preview, opens the site in a scenario for this browser only.
 */

const SERVER_ERROR = 'Our form service is down. Please call the restaurant.';
const SENT = 'Thanks for reaching out! Our guest relations team will get back to you soon.';

async function sendContactMessage(page: Page) {
  await page.goto('/contact');
  const contact = page.getByRole('main');
  await contact.getByRole('textbox', { name: /^Email/ }).fill('qa@example.com');
  await contact.getByRole('textbox', { name: /^Message/ }).fill('Testing the form service.');
  await contact.getByRole('button', { name: 'Send Message' }).click();
  return contact;
}

test('the scenario index opens the site in a SPEC §8 case, and the default scenario takes it back', async ({
  page,
}) => {
  await page.goto('/__mock/');
  await expect(page.getByRole('heading', { level: 1, name: 'Mock backend scenarios' })).toBeVisible();
  const row = page.getByRole('row', { name: /form-submit-fails/ });
  await expect(row).toContainText("Form submit failure → server's error text shown");
  await expectNoAxeViolations(page);

  await row.getByRole('link', { name: 'Open the site in this scenario form-submit-fails' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order fried chicken online' })).toBeVisible();
  await expect((await sendContactMessage(page)).getByRole('alert')).toHaveText(SERVER_ERROR);

  await page.goto('/__mock/');
  await page.getByRole('link', { name: 'Open the site in this scenario default' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order fried chicken online' })).toBeVisible();
  await expect((await sendContactMessage(page)).getByRole('status')).toHaveText(SENT);
});
