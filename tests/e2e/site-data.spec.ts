import { expect, test, type Page } from './support/test';
import { PAST_ORDER_IDS } from '../../mocks/seed/constants';
import { expectNoAxeViolations } from './support/axe';
import { asDemoMember } from './support/member';
import { ONE_VIEWPORT } from './support/viewports';

/**
 * Site data: the /_data files give the words they hold, a broken file leaves the page
 * on its built-in copy, and /messaging/test previews both sites' cards. Layout plays no part here.
 */
const [pastOrder] = PAST_ORDER_IDS;
const statusLine = (page: Page, label: string) => page.getByRole('main').getByText(label).locator('..');

test.describe('site data files', () => {
  test(`/order/confirm words the status as order-statuses.json does, in English and Spanish ${ONE_VIEWPORT}`, async ({
    page,
  }) => {
    await asDemoMember(page);
    await page.goto(`/order/confirm?id=${pastOrder}`);
    await expect(statusLine(page, 'Status:')).toHaveText('Status: Order complete');

    await page.goto(`/order/confirm?id=${pastOrder}&lang=es`);
    await expect(statusLine(page, 'Estado:')).toHaveText('Estado: Pedido completado');
    await expectNoAxeViolations(page);
  });

  test(`with the files broken (site-data-broken) the page shows the built-in words and says why ${ONE_VIEWPORT}`, async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await asDemoMember(page, 'site-data-broken');
    await page.goto(`/order/confirm?id=${pastOrder}`);

    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
    await expect(statusLine(page, 'Status:')).toHaveText('Status: Completed');
    expect(warnings).toContainEqual(expect.stringContaining('/_data/order-statuses.json is broken'));
  });

  test(`/messaging/test previews the cards of the main and the catering site ${ONE_VIEWPORT}`, async ({
    page,
  }) => {
    await page.goto('/messaging/test');

    await expect(page.getByRole('heading', { level: 1, name: 'Messaging preview' })).toBeVisible();
    const mainSite = page.getByRole('region', { name: 'Main site' });
    const catering = page.getByRole('region', { name: 'Catering site' });
    await expect(mainSite.getByRole('heading', { name: 'Bo-Berry Biscuit Month Is Here' })).toBeVisible();
    await expect(catering.getByRole('heading', { name: 'Party Packs Feed a Crowd' })).toBeVisible();
    await expect(catering.getByRole('heading', { name: 'Bo-Berry Biscuit Month Is Here' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
