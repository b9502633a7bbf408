import type { Page } from '@playwright/test';

/** The guest the checkout specs order as. */
export const GUEST = { first: 'Sam', last: 'Guest', email: 'sam@example.com', phone: '7045550199' };

/** Chooses "Continue as guest" at checkout and fills the guest's contact fields (English page). */
export async function continueAsGuest(page: Page, guest = GUEST): Promise<void> {
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await page.getByLabel('First name').fill(guest.first);
  await page.getByLabel('Last name').fill(guest.last);
  await page.getByRole('main').getByLabel('Email').fill(guest.email);
  await page.getByLabel('Phone').pressSequentially(guest.phone);
}
