import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { ONE_VIEWPORT } from './support/viewports';
import { persistBeforeLoad, signedInDemoMember, useScenario } from './support/site-frame-state';

/**
 * The member's inbox (SPEC §2, §4) on the production build, whose engagement adapter reads the mock
 * backend's stand-in (no Braze key): the demo member has one unread card on the regular site.
 */
test.describe("a member's inbox", () => {
  test.beforeEach(async ({ page }) => {
    await useScenario(page, 'member');
    await persistBeforeLoad(page, signedInDemoMember);
  });

  test('reads and dismisses a card, and the header count drops', async ({ page }) => {
    await page.goto('/account');
    // The header's inbox link (the mobile top bar's on small screens): both are the page's banner.
    const header = page.getByRole('banner');
    const unread = header.getByRole('link', { name: 'Inbox 1 unread message' });
    await expect(unread).toBeVisible();

    await unread.click();
    await expect(page).toHaveURL('/account/inbox');
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    const messages = page.getByRole('list', { name: 'Messages' });
    await expect(messages.getByRole('heading', { name: /Your free Sweet Tea is waiting/ })).toBeVisible();
    await expect(messages.getByRole('heading', { name: 'Welcome to the family, Bo!' })).toBeVisible();
    await expect(header.getByRole('link', { name: /^Inbox/ })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await messages.getByRole('button', { name: 'Dismiss Welcome to the family, Bo!' }).press('Enter');
    await expect(messages.getByRole('heading', { name: 'Welcome to the family, Bo!' })).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'Message dismissed.' })).toBeAttached();

    // Read on the inbox page: the count is gone once the member leaves it, and stays gone on reload.
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'My Account' }).click();
    const countless = header.getByRole('link', { name: 'Inbox', exact: true });
    await expect(countless).toBeVisible();
    await page.reload();
    await expect(countless).toBeVisible();
    await page.goto('/account/inbox');
    await expect(messages.getByRole('heading', { name: 'Welcome to the family, Bo!' })).toHaveCount(0);
    await expect(messages.getByRole('heading', { name: /Your free Sweet Tea is waiting/ })).toBeVisible();
  });
});

test(`Dismiss on the top alert leaves the focus on the page and says so ${ONE_VIEWPORT}`, async ({
  page,
}) => {
  await page.goto('/menu');
  const alert = page.getByRole('region', { name: 'Announcement' });
  const dismiss = alert.getByRole('button', { name: /^Dismiss / });
  await dismiss.focus();

  await dismiss.press('Enter');

  await expect(alert).toHaveCount(0);
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Message dismissed.' })).toBeAttached();
});
